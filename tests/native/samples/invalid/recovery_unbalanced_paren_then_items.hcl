a = (1
foo.bar = 1
z(1)
