a = [)
b = [
]
d = f(
