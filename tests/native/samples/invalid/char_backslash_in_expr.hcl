a = b \ c
