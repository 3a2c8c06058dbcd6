# Without an evaluation context (the spec has no variables and no functions),
# JSON strings are not templates: they are taken literally, escapes and all.
# (In this file "$$${x}" is a template for the text $${x}.)
result = {
  template = "$${1 + 2}"
  escaped  = "$$${x}"
  number   = "1"
}
