a = [for x in [1] x]
c = {for x in [1] : x}
d = [for x in [1] : x => x]
e = [for x in [1] : x...]
