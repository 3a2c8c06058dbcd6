a = 1 2
b = [1 2]
c = x ? y
d = f(1 2)
e = "%{ endif }"
f = [for v in x: v...]
g = {x 1}
h "x" = {
}
i { j = 1, k = 2 }
l = m.0.1
n = 1.2.3
o = "\q"
q = r.
s = "${t u}"
p = 1
p = 2
