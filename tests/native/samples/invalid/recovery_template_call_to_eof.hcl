a = "${f(x}"
b = g(1
