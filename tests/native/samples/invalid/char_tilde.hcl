a = ~b
