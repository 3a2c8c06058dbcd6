# Input without variable references, in both syntaxes: an empty traversals
# block expects none at all. Iteration variables of for expressions and
# template for directives are not references.
result = {
  a = "literal"
  b = [1, 2, { c = true }]
  c = "12"
  d = ["a1"]
}

traversals {
}
