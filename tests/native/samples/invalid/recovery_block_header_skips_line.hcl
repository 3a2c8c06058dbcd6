x  y.z
b = 1 +
