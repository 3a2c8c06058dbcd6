a = [for]
