a = [for v in : v]
