# A directive keyword other than if/else/endif/for/endfor: the error covers
# the keyword.
diagnostics {
  error {
    # Invalid template control keyword: "bogus"
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
}
