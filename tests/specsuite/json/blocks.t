# Blocks in JSON syntax, with the native equivalent: a JSON array of objects
# is several blocks, a single object is one block, a label is one level of
# object nesting (whose value may again be an array), and a "//" property is
# a comment, ignored in bodies.
result_type = object({
  rule     = list(object({ n = number, sub = bool }))
  single   = list(number)
  service  = map(object({ port = number }))
  settings = list(object({ a = number, b = number }))
})
result = {
  rule     = [{ n = 1, sub = null }, { n = 2, sub = true }]
  single   = [3]
  service  = { web = { port = 80 }, db = { port = 5432 } }
  settings = [{ a = 1, b = null }, { a = null, b = 2 }]
}
