# Columns count grapheme clusters: "e" with a combining acute accent is one
# column (three bytes), and a flag made of two regional indicator symbols is
# one column (eight bytes). Errors: strings are not valid operands of "+".
diagnostics {
  error {
    # Invalid operand: "\"ne\u0301e\""
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 13
      byte   = 14
    }
  }
  error {
    # Invalid operand: "\"\ud83c\uddef\ud83c\uddf5\""
    from {
      line   = 2
      column = 8
      byte   = 26
    }
    to {
      line   = 2
      column = 11
      byte   = 36
    }
  }
}
