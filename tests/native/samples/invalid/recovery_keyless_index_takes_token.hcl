a = f(x$y, z)
b = f(x[, {})
c = f(x!:y)
