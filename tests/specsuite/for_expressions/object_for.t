# Object-producing for expressions: computed keys, if filters, grouping with
# "..." (values collected in tuples, in source order), grouping with a filter,
# and a parenthesized key expression. Results are objects, not maps.
result = {
  inverted         = { x = "a", y = "b" }
  squares          = { sq1 = 1, sq2 = 4, sq3 = 9 }
  filtered         = { a = 1, c = 3 }
  grouped          = { a = ["apple", "avocado"], b = ["banana"] }
  grouped_filtered = { k = [0, 2] }
  key_expr         = { a = "parenthesized key" }
}
