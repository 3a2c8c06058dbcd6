# Repeated blocks: block_list keeps source order, block_set removes duplicate
# values, a block_list whose element types differ unifies them (1 becomes
# "1"), block specs nest (block / block / block_list / attr), and absent
# blocks give an empty list or set, or a null object for block.
result_type = object({
  rule         = list(object({ n = number }))
  tag          = set(object({ v = string }))
  item         = list(object({ v = string }))
  nested       = list(bool)
  absent_list  = list(object({}))
  absent_block = object({})
  absent_set   = set(number)
})
result = {
  rule         = [{ n = 2 }, { n = 1 }, { n = 2 }]
  tag          = [{ v = "a" }, { v = "b" }]
  item         = [{ v = "1" }, { v = "one" }]
  nested       = [true]
  absent_list  = []
  absent_block = null
  absent_set   = []
}
