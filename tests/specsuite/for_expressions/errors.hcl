duplicate    = { for x in ["a", "b", "a"] : x => 1 }
not_iterable = [for x in "string" : x]
null_source  = [for x in null : x]
bad_cond     = [for x in [1] : x if "maybe"]
null_cond    = [for x in [1] : x if null]
bad_key      = { for x in [1] : [x] => x }
null_key     = { for x in [1] : null => x }
