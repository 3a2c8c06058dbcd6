a = b ? c
d = 1
