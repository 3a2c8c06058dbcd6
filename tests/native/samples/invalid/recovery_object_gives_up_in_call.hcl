a = !
s = f({a 2
