# Functions declared in the spec file with "function" blocks and called from
# the input: fixed parameters (of any type), a variadic parameter bound as a
# tuple (also empty, and filled by an expanded argument "numbers..."),
# nested calls, and spec definition functions (upper, max) inside results.
result = {
  add       = 5
  greet     = "Hello, world!"
  nested    = 10
  variadic  = 4
  no_rest   = 5
  expanded  = 20
  rest_type = ["a", 2, ["b", true]]
  builtin   = "QUIET"
  uses_var  = "Hello, Ada!"
  any_types = { first = "x", second = [1] }
}
