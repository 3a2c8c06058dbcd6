a = b..c
