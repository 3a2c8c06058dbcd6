a = [for v in "${in$}": v]
