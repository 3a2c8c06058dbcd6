# Conversions to collection and structural types through attr types: tuples to
# lists (elements converted to the element type), sets (duplicates removed),
# objects to maps, nested collections, typed tuples and objects (attributes
# not in the type are dropped), and "any" element types, which take the
# single type all elements convert to (string here). Lists may hold nulls.
result_type = object({
  list_from_tuple = list(string)
  list_unify      = list(number)
  set_dedupe      = set(string)
  set_numbers     = set(number)
  map_from_object = map(string)
  map_of_lists    = map(list(number))
  tuple_typed     = tuple([number, string])
  object_typed    = object({ name = string, count = number })
  list_of_objects = list(object({ a = string }))
  empty_list      = list(string)
  empty_map       = map(number)
  any_list        = list(string)
  any_map         = map(string)
  list_with_null  = list(string)
})
result = {
  list_from_tuple = ["1", "two", "true"]
  list_unify      = [1, 2]
  set_dedupe      = ["a", "b", "c"]
  set_numbers     = [1, 2, 3]
  map_from_object = { a = "1", b = "2" }
  map_of_lists    = { x = [1], y = [2, 3] }
  tuple_typed     = [1, "2"]
  object_typed    = { name = "n", count = 3 }
  list_of_objects = [{ a = "1" }, { a = "2" }]
  empty_list      = []
  empty_map       = {}
  any_list        = ["1", "a"]
  any_map         = { a = "1", b = "x" }
  list_with_null  = ["a", null]
}
