# Errors inside a splat are reported once per element at the step that fails,
# here the attribute step after [*] (the harness compares them as a set).
diagnostics {
  error {
    # Unsupported attribute: ".nope"
    from {
      line   = 1
      column = 24
      byte   = 23
    }
    to {
      line   = 1
      column = 29
      byte   = 28
    }
  }
  error {
    # Unsupported attribute: ".name"
    from {
      line   = 2
      column = 25
      byte   = 53
    }
    to {
      line   = 2
      column = 30
      byte   = 58
    }
  }
}
