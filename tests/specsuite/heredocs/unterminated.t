# A heredoc whose closing marker never comes: "Unterminated template string",
# reported as a zero-width range at the end of the file.
diagnostics {
  error {
    # Unterminated template string: ""
    from {
      line   = 3
      column = 1
      byte   = 23
    }
    to {
      line   = 3
      column = 1
      byte   = 23
    }
  }
}
