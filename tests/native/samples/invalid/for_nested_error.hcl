a = [for v in x: [for w in v w]]
