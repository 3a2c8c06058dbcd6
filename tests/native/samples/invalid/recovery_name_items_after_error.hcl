a = 1 2
foo.bar = 1
x.y = 2
