# JSON syntax error: an object that is never closed, at its opening brace.
diagnostics {
  error {
    # Unclosed object: "{"
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
}
