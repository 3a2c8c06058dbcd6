a = upper("x")
b = var.thing
