a = [for  in x : y]
b = f(, 1 2)
c = g(,
