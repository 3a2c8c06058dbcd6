c = {for x in y: x y}
