# An attribute defined twice in the same body is a syntax error at the second
# definition's name, at the top level and inside a block.
diagnostics {
  error {
    # Attribute redefined: "c"
    from {
      line   = 4
      column = 3
      byte   = 20
    }
    to {
      line   = 4
      column = 4
      byte   = 21
    }
  }
  error {
    # Attribute redefined: "a"
    from {
      line   = 6
      column = 1
      byte   = 28
    }
    to {
      line   = 6
      column = 2
      byte   = 29
    }
  }
}
