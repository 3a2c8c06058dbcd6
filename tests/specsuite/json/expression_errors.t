# Expression errors in JSON values: values that do not convert to the attr
# type (at the whole JSON value), and errors inside templates in JSON strings,
# positioned within the string (its content starts one column after the
# opening quote).
diagnostics {
  error {
    # Incorrect attribute value type: "\"not a number\""
    from {
      line   = 2
      column = 13
      byte   = 14
    }
    to {
      line   = 2
      column = 27
      byte   = 28
    }
  }
  error {
    # Incorrect attribute value type: "{\"a\": 1}"
    from {
      line   = 3
      column = 11
      byte   = 40
    }
    to {
      line   = 3
      column = 19
      byte   = 48
    }
  }
  error {
    # Invalid expression: "}"
    from {
      line   = 4
      column = 22
      byte   = 71
    }
    to {
      line   = 4
      column = 23
      byte   = 72
    }
  }
  error {
    # Unknown variable: "nope"
    from {
      line   = 5
      column = 17
      byte   = 91
    }
    to {
      line   = 5
      column = 21
      byte   = 95
    }
  }
  error {
    # Incorrect attribute value type: "{\"k\": \"${[1]}\"}"
    from {
      line   = 6
      column = 13
      byte   = 111
    }
    to {
      line   = 6
      column = 28
      byte   = 126
    }
  }
}
