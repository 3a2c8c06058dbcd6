not_a_number  = "twelve"
not_a_bool    = "yes"
list_to_str   = [1, 2]
bad_element   = [1, "x"]
missing_attr  = { name = "n" }
obj_to_list   = { a = 1 }
str_to_map    = "map"
