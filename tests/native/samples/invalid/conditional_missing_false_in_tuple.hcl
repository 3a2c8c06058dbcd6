c = [x ? y z]
