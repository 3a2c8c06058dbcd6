# JSON syntax error: a trailing comma after the last property, at the comma.
# The object is then discarded, so the root value error (at its opening brace)
# comes too.
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
    # Trailing comma in object: ","
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
}
