# Template syntax errors with their exact ranges: stray end/else directives, a
# for closed by endif, an invalid escape, a second else, and an incomplete
# interpolated expression.
diagnostics {
  error {
    # Unexpected endif directive: "%{ endif }"
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
  error {
    # Unexpected endif directive: "%{ endif }"
    from {
      line   = 2
      column = 27
      byte   = 43
    }
    to {
      line   = 2
      column = 37
      byte   = 53
    }
  }
  error {
    # Unexpected else directive: "%{ else }"
    from {
      line   = 3
      column = 6
      byte   = 60
    }
    to {
      line   = 3
      column = 15
      byte   = 69
    }
  }
  error {
    # Invalid escape sequence: "\\q"
    from {
      line   = 4
      column = 6
      byte   = 76
    }
    to {
      line   = 4
      column = 8
      byte   = 78
    }
  }
  error {
    # Unexpected else directive: "%{ else }"
    from {
      line   = 5
      column = 29
      byte   = 108
    }
    to {
      line   = 5
      column = 38
      byte   = 117
    }
  }
  error {
    # Unexpected endif directive: "%{ endif }"
    from {
      line   = 5
      column = 39
      byte   = 118
    }
    to {
      line   = 5
      column = 49
      byte   = 128
    }
  }
  error {
    # Invalid expression: "}"
    from {
      line   = 6
      column = 13
      byte   = 142
    }
    to {
      line   = 6
      column = 14
      byte   = 143
    }
  }
}
