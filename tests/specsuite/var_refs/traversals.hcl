root   = simple
attr   = obj.name
index  = list[1]
key    = obj["name"]
legacy = list.0
deep   = obj.items[0].id
splat  = obj.items[*].id
op     = num + 1
