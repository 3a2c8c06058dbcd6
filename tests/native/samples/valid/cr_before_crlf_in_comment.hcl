# z
a = [ # c
 1]
b = c # d
