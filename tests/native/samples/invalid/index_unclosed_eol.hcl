a = b[1
c = 1
