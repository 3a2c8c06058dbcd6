# JSON syntax error: a property without a colon, at the value where the colon
# should be. The object is then discarded, so the root value error (at its
# opening brace) comes too.
diagnostics {
  error {
    # Root value must be object: "{"
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 2
      byte   = 1
    }
  }
  error {
    # Missing property value colon: "1"
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 7
      byte   = 6
    }
  }
}
