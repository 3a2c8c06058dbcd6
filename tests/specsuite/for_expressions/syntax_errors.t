# Malformed for expressions: a missing colon (error at the token found
# instead), an object for without "=>" and a tuple for with "=>" (both at the
# expression after the colon), and grouping "..." in a tuple for.
diagnostics {
  error {
    # Invalid 'for' expression: "x"
    from {
      line   = 1
      column = 19
      byte   = 18
    }
    to {
      line   = 1
      column = 20
      byte   = 19
    }
  }
  error {
    # Invalid 'for' expression: "x"
    from {
      line   = 2
      column = 21
      byte   = 41
    }
    to {
      line   = 2
      column = 22
      byte   = 42
    }
  }
  error {
    # Invalid 'for' expression: "x"
    from {
      line   = 3
      column = 21
      byte   = 64
    }
    to {
      line   = 3
      column = 22
      byte   = 65
    }
  }
  error {
    # Invalid 'for' expression: "..."
    from {
      line   = 4
      column = 22
      byte   = 93
    }
    to {
      line   = 4
      column = 25
      byte   = 96
    }
  }
}
