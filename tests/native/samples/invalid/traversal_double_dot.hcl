a = module..
b = 1
