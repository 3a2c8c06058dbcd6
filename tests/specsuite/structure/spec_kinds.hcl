name = "n"
size = 3
