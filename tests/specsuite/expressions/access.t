# Index and attribute access: tuple and object indexing, attribute chains,
# the legacy ".1" index syntax, string keys that are not identifiers, a string
# index on a tuple converted to a number, a variable index, and mixed chains.
result = {
  list_index   = 20
  map_index    = 2
  attr_access  = "deep"
  legacy_index = "one"
  string_key   = "found"
  number_key   = 3
  var_index    = "zero"
  chained      = "first"
}
