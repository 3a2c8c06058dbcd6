a = b ? c : d ? e : f
g = (h ? i : j) ? k : l
m = n ? o ? p : q : r
s = t == 1 ? "x" : u > 2 ? "y" : "z"
