out_of_range = [1, 2][5]
negative     = [1, 2][-1]
missing_key  = { a = 1 }["b"]
bad_key_type = [1, 2]["x"]
on_string    = "abc"[0]
on_null      = null_value.attr
null_index   = [1][null]
