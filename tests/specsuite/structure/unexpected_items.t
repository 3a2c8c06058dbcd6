# Items the spec does not ask for: an attribute (at its name), a block type
# (at its type name), and a label on a block type that takes none (at the
# label).
diagnostics {
  error {
    # Unsupported argument: "unknown_attr"
    from {
      line   = 2
      column = 1
      byte   = 10
    }
    to {
      line   = 2
      column = 13
      byte   = 22
    }
  }
  error {
    # Unsupported block type: "unknown_block"
    from {
      line   = 5
      column = 1
      byte   = 43
    }
    to {
      line   = 5
      column = 14
      byte   = 56
    }
  }
  error {
    # Extraneous label for labelled: "\"x\""
    from {
      line   = 7
      column = 10
      byte   = 70
    }
    to {
      line   = 7
      column = 13
      byte   = 73
    }
  }
}
