a = "\q \z"
b = "\w"
