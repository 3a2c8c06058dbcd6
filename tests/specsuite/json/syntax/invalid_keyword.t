# JSON syntax error: a misspelled keyword, at the word.
diagnostics {
  error {
    # Invalid JSON keyword: "tru"
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
