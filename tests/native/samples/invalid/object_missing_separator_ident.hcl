a = {b c}
