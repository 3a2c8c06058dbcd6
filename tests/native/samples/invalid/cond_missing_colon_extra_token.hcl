a = x ? 1  0
b = 
