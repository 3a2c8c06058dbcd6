# With an evaluation context, unknown names are errors: an unknown function
# (at its name), an unknown variable (at the root name) and a missing
# attribute (at the ".name" step, dot included).
diagnostics {
  error {
    # Call to unknown function: "missing_fn"
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
    # Unknown variable: "missing_var"
    from {
      line   = 2
      column = 5
      byte   = 22
    }
    to {
      line   = 2
      column = 16
      byte   = 33
    }
  }
  error {
    # Unsupported attribute: ".missing_attr"
    from {
      line   = 3
      column = 10
      byte   = 43
    }
    to {
      line   = 3
      column = 23
      byte   = 56
    }
  }
}
