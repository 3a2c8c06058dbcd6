# Interpolation sequences in quoted templates: variables, nested templates,
# arithmetic and booleans rendered as strings, conditionals, attribute access.
result_type = object({
  greeting    = string
  adjacent    = string
  nested      = string
  arithmetic  = string
  boolean     = string
  conditional = string
  attr        = string
})
result = {
  greeting    = "Hello, World!"
  adjacent    = "WorldWorld"
  nested      = "<World-x>"
  arithmetic  = "3 and 2.5"
  boolean     = "true or false"
  conditional = "many item"
  attr        = "A-B-one"
}
