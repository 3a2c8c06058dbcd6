a = [for k, in x: k]
