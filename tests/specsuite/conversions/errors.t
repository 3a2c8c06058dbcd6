# Values that do not convert to the attr type: "Incorrect attribute value
# type", with the whole attribute expression as the subject.
diagnostics {
  error {
    # Incorrect attribute value type: "\"twelve\""
    from {
      line   = 1
      column = 17
      byte   = 16
    }
    to {
      line   = 1
      column = 25
      byte   = 24
    }
  }
  error {
    # Incorrect attribute value type: "\"yes\""
    from {
      line   = 2
      column = 17
      byte   = 41
    }
    to {
      line   = 2
      column = 22
      byte   = 46
    }
  }
  error {
    # Incorrect attribute value type: "[1, 2]"
    from {
      line   = 3
      column = 17
      byte   = 63
    }
    to {
      line   = 3
      column = 23
      byte   = 69
    }
  }
  error {
    # Incorrect attribute value type: "[1, \"x\"]"
    from {
      line   = 4
      column = 17
      byte   = 86
    }
    to {
      line   = 4
      column = 25
      byte   = 94
    }
  }
  error {
    # Incorrect attribute value type: "{ name = \"n\" }"
    from {
      line   = 5
      column = 17
      byte   = 111
    }
    to {
      line   = 5
      column = 31
      byte   = 125
    }
  }
  error {
    # Incorrect attribute value type: "{ a = 1 }"
    from {
      line   = 6
      column = 17
      byte   = 142
    }
    to {
      line   = 6
      column = 26
      byte   = 151
    }
  }
  error {
    # Incorrect attribute value type: "\"map\""
    from {
      line   = 7
      column = 17
      byte   = 168
    }
    to {
      line   = 7
      column = 22
      byte   = 173
    }
  }
}
