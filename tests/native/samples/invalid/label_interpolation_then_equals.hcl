filename  "${p}" = 1
