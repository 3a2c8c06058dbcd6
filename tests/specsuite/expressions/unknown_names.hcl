a = missing_fn(1)
b = missing_var
c = known.missing_attr
