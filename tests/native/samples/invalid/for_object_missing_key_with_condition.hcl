a = {for v in x: v if v}
b = 1 2
