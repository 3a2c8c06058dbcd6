a = [for  in x : y]
b = f({*c)
d = ([,
