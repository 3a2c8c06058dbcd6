missing_attr = items[*].nope
not_object   = [1, 2][*].name
