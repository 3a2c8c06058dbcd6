# Columns count characters (grapheme clusters), bytes count UTF-8 bytes: the
# error after a string with two-byte and three-byte characters (wide CJK
# characters are one column each) is at column 32 but byte 39.
diagnostics {
  error {
    # Missing newline after argument: "extra"
    from {
      line   = 1
      column = 32
      byte   = 39
    }
    to {
      line   = 1
      column = 37
      byte   = 44
    }
  }
}
