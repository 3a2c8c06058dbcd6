a = {x = b ? c}
