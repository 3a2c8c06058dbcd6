a = b ? c # note
d = 1
