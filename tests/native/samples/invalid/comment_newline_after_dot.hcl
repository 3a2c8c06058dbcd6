a = b. # c
