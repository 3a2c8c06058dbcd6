a = [for k, v in l : c=>.e(1)]
b = 1
b = 2
