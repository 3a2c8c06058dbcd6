# JSON syntax error: data after the root value, at the extra data.
diagnostics {
  error {
    # Extraneous data after value: "x"
    from {
      line   = 1
      column = 10
      byte   = 9
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
}
