a = b
? c : d
