# Block label errors for a two-label block type: too few labels (at the
# opening brace), too many (at the first extra label), none, and two blocks
# with the same labels under block_map (at the second block's header).
diagnostics {
  error {
    # Missing name for service: "{"
    from {
      line   = 1
      column = 20
      byte   = 19
    }
    to {
      line   = 1
      column = 21
      byte   = 20
    }
  }
  error {
    # Extraneous label for service: "\"c\""
    from {
      line   = 5
      column = 17
      byte   = 51
    }
    to {
      line   = 5
      column = 20
      byte   = 54
    }
  }
  error {
    # Missing kind for service: "{"
    from {
      line   = 9
      column = 9
      byte   = 79
    }
    to {
      line   = 9
      column = 10
      byte   = 80
    }
  }
  error {
    # Duplicate service block: "service \"ok\" \"fine\""
    from {
      line   = 17
      column = 1
      byte   = 131
    }
    to {
      line   = 17
      column = 20
      byte   = 150
    }
  }
}
