a = ,
b = f([for k, v in l]s : c], 1)
