a = (b ? c) + (d ?)
