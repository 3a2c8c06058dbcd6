# A spec with neither variables nor functions decodes without an evaluation
# context: a function call is an error over the whole call, a variable
# reference an error over the root name.
diagnostics {
  error {
    # Function calls not allowed: "upper(\"x\")"
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 15
      byte   = 14
    }
  }
  error {
    # Variables not allowed: "var"
    from {
      line   = 2
      column = 5
      byte   = 19
    }
    to {
      line   = 2
      column = 8
      byte   = 22
    }
  }
}
