# JSON syntax error: a number with a leading zero, at the number.
diagnostics {
  error {
    # Invalid JSON number: "01"
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
}
