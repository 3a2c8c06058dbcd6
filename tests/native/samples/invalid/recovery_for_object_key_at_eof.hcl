a = ?
c = {for x in y: x +