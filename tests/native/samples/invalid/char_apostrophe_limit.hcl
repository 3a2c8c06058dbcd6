a = 'x'
b = 'y'
c = 'z'
