a = # cx
b = 2
