full_attr     = items[*].name
full_nested   = items[*].tags[0]
attr_only     = items.*.name
attr_then_idx = items.*.tags[0]
full_index    = items[*].tags[1]
on_null       = null[*]
on_single     = single[*].name
on_single_attr = single.*.name
chained       = nested[*].inner[*].v
literal_list  = [{ a = 1 }, { a = 2 }][*].a
whole         = [1, 2][*]
