# Function call errors: too few arguments (at the closing parenthesis), too
# many (at the extra arguments), an unknown function (at its name), a failure
# inside a spec-declared function (at the name and opening parenthesis; the
# function body cannot see the input's variables), and an expanding argument
# that is not a sequence.
diagnostics {
  error {
    # Not enough function arguments: ")"
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
    # Too many function arguments: "3"
    from {
      line   = 2
      column = 25
      byte   = 45
    }
    to {
      line   = 2
      column = 26
      byte   = 46
    }
  }
  error {
    # Call to unknown function: "nope"
    from {
      line   = 3
      column = 15
      byte   = 62
    }
    to {
      line   = 3
      column = 19
      byte   = 66
    }
  }
  error {
    # Error in function call: "add("
    from {
      line   = 4
      column = 15
      byte   = 84
    }
    to {
      line   = 4
      column = 19
      byte   = 88
    }
  }
  error {
    # Error in function call: "uses_name("
    from {
      line   = 5
      column = 15
      byte   = 110
    }
    to {
      line   = 5
      column = 25
      byte   = 120
    }
  }
  error {
    # Invalid expanding argument value: "2"
    from {
      line   = 6
      column = 22
      byte   = 143
    }
    to {
      line   = 6
      column = 23
      byte   = 144
    }
  }
}
