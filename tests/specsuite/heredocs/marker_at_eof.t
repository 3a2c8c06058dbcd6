# The closing marker must be followed by a newline: a marker at the very end
# of the file does not close the heredoc (zero-width error at end of file).
diagnostics {
  error {
    # Unterminated template string: ""
    from {
      line   = 3
      column = 4
      byte   = 36
    }
    to {
      line   = 3
      column = 4
      byte   = 36
    }
  }
}
