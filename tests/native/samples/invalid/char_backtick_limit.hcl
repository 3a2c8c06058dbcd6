a = `a` `b` `c` `d`
