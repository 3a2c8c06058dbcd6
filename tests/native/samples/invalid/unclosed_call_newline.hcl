a = f(1
