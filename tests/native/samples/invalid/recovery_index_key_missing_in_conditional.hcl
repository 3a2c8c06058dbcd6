x
e = a ? [1] []
f = b[] ? 1
g = f(a ? b[])
h = x.y[] ? 1
i = a + b[] ? 1
