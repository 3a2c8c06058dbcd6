# Spec kinds beyond attr and block, on native and JSON input alike: array
# (a tuple of results), literal (constant values, which may use spec
# definition functions), default (the first non-null result), and transform
# (an expression over the nested result, named "nested").
result = {
  pair     = ["n", "fixed"]
  constant = { a = [1, 2] }
  computed = "SPEC FUNCTIONS"
  fallback = 3
  chosen   = "n"
  doubled  = 6
}
