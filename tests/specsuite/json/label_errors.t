# JSON blocks with too few label levels: where an object for the next label is
# expected, a non-object value is an error at that value ("db" has one level
# where two are needed, "cache" none).
diagnostics {
  error {
    # Incorrect JSON value type: "5432"
    from {
      line   = 9
      column = 15
      byte   = 110
    }
    to {
      line   = 9
      column = 19
      byte   = 114
    }
  }
  error {
    # Incorrect JSON value type: "\"not an object\""
    from {
      line   = 11
      column = 14
      byte   = 135
    }
    to {
      line   = 11
      column = 29
      byte   = 150
    }
  }
}
