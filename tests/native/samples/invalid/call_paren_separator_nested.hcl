x
a = f(2(0)
c d
