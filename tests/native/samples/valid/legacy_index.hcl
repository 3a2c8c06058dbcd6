a = b.0.c
d = e.0
f = g.*.h.0
i = j[0].k.1
