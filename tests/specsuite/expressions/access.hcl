list_index   = [10, 20, 30][1]
map_index    = { a = 1, b = 2 }["b"]
attr_access  = { a = { b = "deep" } }.a.b
legacy_index = list.1
string_key   = obj["key with spaces"]
number_key   = [1, 2, 3]["2"]
var_index    = list[idx]
chained      = nested.items[0].name
