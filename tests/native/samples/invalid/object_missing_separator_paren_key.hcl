a = {(b) c}
