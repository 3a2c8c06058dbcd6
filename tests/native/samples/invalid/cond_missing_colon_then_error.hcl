a = b ? c
d = 
