big        = 1e100
small      = 1e-10
exp_upper  = 2E3
exp_plus   = 5e+2
third      = 1 / 3
half       = 7 / 2
large_int  = 18446744073709551616 + 1
neg_mod    = -7 % 3
float_mod  = 7.5 % 2
compare    = 0.1 + 0.2 == 0.3
