a = [for k in x : f(y, 2(0)]

c}
