a = [for v on x: v]
