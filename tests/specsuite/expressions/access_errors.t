# Access errors, each at the failing index or attribute step (brackets and
# dot included): out of range, negative, missing key, wrong key type, indexing
# a string, an attribute of null, and a null key.
diagnostics {
  error {
    # Invalid index: "[5]"
    from {
      line   = 1
      column = 22
      byte   = 21
    }
    to {
      line   = 1
      column = 25
      byte   = 24
    }
  }
  error {
    # Invalid index: "[-1]"
    from {
      line   = 2
      column = 22
      byte   = 46
    }
    to {
      line   = 2
      column = 26
      byte   = 50
    }
  }
  error {
    # Invalid index: "[\"b\"]"
    from {
      line   = 3
      column = 25
      byte   = 75
    }
    to {
      line   = 3
      column = 30
      byte   = 80
    }
  }
  error {
    # Invalid index: "[\"x\"]"
    from {
      line   = 4
      column = 22
      byte   = 102
    }
    to {
      line   = 4
      column = 27
      byte   = 107
    }
  }
  error {
    # Invalid index: "[0]"
    from {
      line   = 5
      column = 21
      byte   = 128
    }
    to {
      line   = 5
      column = 24
      byte   = 131
    }
  }
  error {
    # Attempt to get attribute from null value: ".attr"
    from {
      line   = 6
      column = 26
      byte   = 157
    }
    to {
      line   = 6
      column = 31
      byte   = 162
    }
  }
  error {
    # Invalid index: "[null]"
    from {
      line   = 7
      column = 19
      byte   = 181
    }
    to {
      line   = 7
      column = 25
      byte   = 187
    }
  }
}
