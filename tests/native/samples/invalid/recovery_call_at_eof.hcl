a = ?
c = f(x,
