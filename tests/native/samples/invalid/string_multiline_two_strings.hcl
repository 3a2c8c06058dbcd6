a = "x
y"
b = "p
q"
