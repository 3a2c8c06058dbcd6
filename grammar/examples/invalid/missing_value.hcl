a =
b = 2
