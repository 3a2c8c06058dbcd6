# Missing required attributes and blocks are reported as zero-width ranges
# where the item would go: the start of the file for the top-level body, the
# opening brace for a block's body.
diagnostics {
  error {
    # Missing required argument: ""
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 1
      byte   = 0
    }
  }
  error {
    # Missing required argument: ""
    from {
      line   = 3
      column = 10
      byte   = 31
    }
    to {
      line   = 3
      column = 10
      byte   = 31
    }
  }
  error {
    # Missing network block: ""
    from {
      line   = 7
      column = 8
      byte   = 55
    }
    to {
      line   = 7
      column = 8
      byte   = 55
    }
  }
}
