a = !
p = f("
