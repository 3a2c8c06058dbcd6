for    = in
if     = else
endif  = endfor
true_  = [for for in in : for]
block for if { in = 1 }
