foo-bar = 1
a--b = 2
c- = 3
_x = 4
d-1 = 5
e = foo-bar - a--b
