a = [b ? c]
