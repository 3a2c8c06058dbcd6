a = ?
c = x ?
d = 1 2
