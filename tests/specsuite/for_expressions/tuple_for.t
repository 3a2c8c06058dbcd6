# Tuple-producing for expressions: value and key/index variables, if filters,
# iteration over an object in key order, mixed element types (a tuple, not a
# list), nesting, and an empty source.
result = {
  doubled  = [2, 4, 6]
  indexed  = ["0:a", "1:b"]
  filtered = [2, 4, 6]
  from_map = ["a=1", "b=2", "c=3"]
  mixed    = [1, "two", true]
  nested   = [[10, 20], [20, 40]]
  empty    = []
}
