a = (b ? c)
