a = [for in in ins: in]
b = [for if, for in x: if if for]
