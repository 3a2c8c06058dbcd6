# Block count constraints: too many blocks for block_list max_items (at the
# body of the first block over the limit: its opening brace), a second block
# for a block spec (at its type name), and too few blocks for block_set
# min_items (where a block would go: the start of the file).
diagnostics {
  error {
    # Insufficient pair blocks: ""
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
    # Too many rule blocks: ""
    from {
      line   = 7
      column = 6
      byte   = 39
    }
    to {
      line   = 7
      column = 6
      byte   = 39
    }
  }
  error {
    # Duplicate single block: "single"
    from {
      line   = 16
      column = 1
      byte   = 80
    }
    to {
      line   = 16
      column = 7
      byte   = 86
    }
  }
}
