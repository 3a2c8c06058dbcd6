# A template that is a single interpolation and nothing else produces the
# interpolated value itself, of its own type; any other text makes a string.
result_type = object({
  number_alone = number
  bool_alone   = bool
  list_alone   = tuple([number, string])
  null_alone   = any
  with_prefix  = string
  with_space   = string
})
result = {
  number_alone = 5
  bool_alone   = true
  list_alone   = [1, "a"]
  null_alone   = null
  with_prefix  = "n=5"
  with_space   = " 5"
}
