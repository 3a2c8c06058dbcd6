a = "no closing quote
b = "ends with a backslash\
c = 1
