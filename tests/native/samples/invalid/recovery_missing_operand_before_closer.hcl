a = !
s = f(}
t = 1
u = (]
