a = "x ${b c}"
