a = b ? c
d = [1 2]
