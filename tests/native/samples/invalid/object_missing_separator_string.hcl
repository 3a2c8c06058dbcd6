a = {b "x"}
