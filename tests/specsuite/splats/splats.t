# Full splats ([*]) apply every following attribute and index step to each
# element; attribute-only splats (.*) apply only the following attribute
# steps, so a later index applies to the whole result (attr_then_idx). A
# non-sequence is treated as a one-element tuple and null as an empty tuple.
# Tuple sources give tuples.
result = {
  full_attr      = ["a", "b"]
  full_nested    = ["a0", "b0"]
  attr_only      = ["a", "b"]
  attr_then_idx  = ["a0", "a1"]
  full_index     = ["a1", "b1"]
  on_null        = []
  on_single      = ["only"]
  on_single_attr = ["only"]
  chained        = [[1, 2], [3]]
  literal_list   = [1, 2]
  whole          = [1, 2]
}
