a = 1 +
b = x ? y ? z
c = f(1 2)
