a = {for = 1}
