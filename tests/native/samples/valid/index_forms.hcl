a = b["c"][0][d]
e = f[
  1 + 2
]
g = h[true][null]
