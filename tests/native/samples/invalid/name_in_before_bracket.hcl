s = in]
t = if,
