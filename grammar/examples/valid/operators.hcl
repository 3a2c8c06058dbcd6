arith   = -a + b * c / d % e - !f
compare = a < b && b <= c || c > d && d >= e
equal   = (a == b) != (c == d)
choice  = a ? b : c ? d : e
