a = f(x... y)
