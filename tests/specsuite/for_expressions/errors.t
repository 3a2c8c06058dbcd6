# Evaluation errors in for expressions, each at the offending expression: a
# duplicate key without grouping, iteration over a string and over null, a
# non-bool and a null if condition, and a key that is not a string or is null.
diagnostics {
  error {
    # Duplicate object key: "x"
    from {
      line   = 1
      column = 45
      byte   = 44
    }
    to {
      line   = 1
      column = 46
      byte   = 45
    }
  }
  error {
    # Iteration over non-iterable value: "\"string\""
    from {
      line   = 2
      column = 26
      byte   = 78
    }
    to {
      line   = 2
      column = 34
      byte   = 86
    }
  }
  error {
    # Iteration over null value: "null"
    from {
      line   = 3
      column = 26
      byte   = 117
    }
    to {
      line   = 3
      column = 30
      byte   = 121
    }
  }
  error {
    # Invalid 'for' condition: "\"maybe\""
    from {
      line   = 4
      column = 37
      byte   = 163
    }
    to {
      line   = 4
      column = 44
      byte   = 170
    }
  }
  error {
    # Condition is null: "null"
    from {
      line   = 5
      column = 37
      byte   = 208
    }
    to {
      line   = 5
      column = 41
      byte   = 212
    }
  }
  error {
    # Invalid object key: "[x]"
    from {
      line   = 6
      column = 33
      byte   = 246
    }
    to {
      line   = 6
      column = 36
      byte   = 249
    }
  }
  error {
    # Invalid object key: "null"
    from {
      line   = 7
      column = 33
      byte   = 289
    }
    to {
      line   = 7
      column = 37
      byte   = 293
    }
  }
}
