a = ${x}
b = f(
