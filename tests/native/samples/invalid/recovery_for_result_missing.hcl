a = [for  in x : y]
b = [for k in x : => y ...]
c = {for k in x : ...}
d = {for k in x :
}
