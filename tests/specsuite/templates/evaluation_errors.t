# Evaluation errors in templates, each with the range of the offending
# expression: a non-string interpolation, a null interpolation, a non-bool and
# a null %{ if } condition, and a %{ for } over a number.
diagnostics {
  error {
    # Invalid template interpolation value: "[1, 2]"
    from {
      line   = 1
      column = 19
      byte   = 18
    }
    to {
      line   = 1
      column = 25
      byte   = 24
    }
  }
  error {
    # Invalid template interpolation value: "null"
    from {
      line   = 2
      column = 20
      byte   = 47
    }
    to {
      line   = 2
      column = 24
      byte   = 51
    }
  }
  error {
    # Incorrect condition type: "\"yes\""
    from {
      line   = 3
      column = 23
      byte   = 76
    }
    to {
      line   = 3
      column = 28
      byte   = 81
    }
  }
  error {
    # Iteration over non-iterable value: "5"
    from {
      line   = 4
      column = 29
      byte   = 124
    }
    to {
      line   = 4
      column = 30
      byte   = 125
    }
  }
  error {
    # Null condition: "null"
    from {
      line   = 5
      column = 23
      byte   = 166
    }
    to {
      line   = 5
      column = 27
      byte   = 170
    }
  }
}
