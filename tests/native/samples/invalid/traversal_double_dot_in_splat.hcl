a = module.*..
