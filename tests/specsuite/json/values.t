# The same attributes in native and JSON syntax decode to the same values:
# JSON numbers keep full precision, arrays are tuples, objects are objects,
# and (with an evaluation context) JSON strings are templates, including the
# $${ escape. JSON \u escapes with surrogate pairs make one character.
result_type = object({
  string   = string
  number   = number
  big      = number
  bool     = bool
  null     = any
  list     = tuple([number, string, bool])
  object   = any
  template = string
  escaped  = string
  unicode  = string
  typed    = list(string)
})
result = {
  string   = "text"
  number   = 12.5
  big      = 3.14159265358979323846264338327950288419716939937510582097494459
  bool     = true
  null     = null
  list     = [1, "two", false]
  object   = { a = 1, "b c" = [true] }
  template = "sum=3!"
  escaped  = "$${literal}"
  unicode  = "café 😀"
  typed    = ["1", "2"]
}
