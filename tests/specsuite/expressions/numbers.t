# Number literals and arithmetic at the reference's precision (512-bit binary
# floating point): exponent forms, exact large integers, division results in
# their shortest decimal form that reads back to the same number (1/3 ends in
# ...335), remainder with the sign of the dividend.
result = {
  big       = 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
  small     = 0.0000000001
  exp_upper = 2000
  exp_plus  = 500
  third     = 0.33333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333335
  half      = 3.5
  large_int = 18446744073709551617
  neg_mod   = -1
  float_mod = 1.5
  compare   = true
}
