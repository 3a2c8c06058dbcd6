a = 
b.c = 1
d(1)
