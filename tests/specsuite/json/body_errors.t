# Errors in JSON bodies, each at the property name or value concerned: a
# repeated argument, a property the schema does not name (also inside a
# block), a repeated key inside an object expression, and a block given as a
# string.
diagnostics {
  error {
    # Duplicate argument: "\"a\""
    from {
      line   = 3
      column = 3
      byte   = 14
    }
    to {
      line   = 3
      column = 6
      byte   = 17
    }
  }
  error {
    # Extraneous JSON object property: "\"unknown\""
    from {
      line   = 4
      column = 3
      byte   = 24
    }
    to {
      line   = 4
      column = 12
      byte   = 33
    }
  }
  error {
    # Duplicate object attribute: "\"x\""
    from {
      line   = 5
      column = 19
      byte   = 59
    }
    to {
      line   = 5
      column = 22
      byte   = 62
    }
  }
  error {
    # Incorrect JSON value type: "\"not a block\""
    from {
      line   = 6
      column = 8
      byte   = 75
    }
    to {
      line   = 6
      column = 21
      byte   = 88
    }
  }
  error {
    # Extraneous JSON object property: "\"inner\""
    from {
      line   = 7
      column = 9
      byte   = 98
    }
    to {
      line   = 7
      column = 16
      byte   = 105
    }
  }
}
