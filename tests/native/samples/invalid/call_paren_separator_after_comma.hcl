a = f(y, 2(0)
c}
