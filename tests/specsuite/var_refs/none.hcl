a = "literal"
b = [1, 2, { c = true }]
c = "%{ for x in [1, 2] }${x}%{ endfor }"
d = [for k, v in { a = 1 } : "${k}${v}"]
