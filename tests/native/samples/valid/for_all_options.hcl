a = {for k, v in m : upper(k) => v... if v != null}
b = [for i, x in l: x * i if i > 0]
c = [for x in [for y in z: y]: x]
