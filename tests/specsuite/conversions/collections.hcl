list_from_tuple   = [1, "two", true]
list_unify        = [1, 2]
set_dedupe        = ["b", "a", "b", "c"]
set_numbers       = [3, 1, 2, 1]
map_from_object   = { a = 1, b = "2" }
map_of_lists      = { x = [1], y = [2, 3] }
tuple_typed       = ["1", 2]
object_typed      = { name = "n", count = "3", extra = "dropped" }
list_of_objects   = [{ a = 1 }, { a = "2" }]
empty_list        = []
empty_map         = {}
any_list          = [1, "a"]
any_map           = { a = 1, b = "x" }
list_with_null    = ["a", null]
