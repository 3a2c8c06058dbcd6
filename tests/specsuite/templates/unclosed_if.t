# An %{ if } without %{ endif }: the error is at the end of the template (the
# closing quote).
diagnostics {
  error {
    # Unexpected end of template: "\""
    from {
      line   = 1
      column = 19
      byte   = 18
    }
    to {
      line   = 1
      column = 20
      byte   = 19
    }
  }
}
