# Missing required items in JSON bodies are reported at the closing brace of
# the object where they would go. The file is indented with tabs, which the
# JSON scanner counts as two columns each.
diagnostics {
  error {
    # Missing required argument: "}"
    from {
      line   = 4
      column = 3
      byte   = 31
    }
    to {
      line   = 4
      column = 4
      byte   = 32
    }
  }
  error {
    # Missing network block: "}"
    from {
      line   = 5
      column = 14
      byte   = 46
    }
    to {
      line   = 5
      column = 15
      byte   = 47
    }
  }
  error {
    # Missing required argument: "}"
    from {
      line   = 6
      column = 1
      byte   = 48
    }
    to {
      line   = 6
      column = 2
      byte   = 49
    }
  }
}
