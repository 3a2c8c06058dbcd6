# Operator precedence and associativity: * / % bind tighter than + -, which
# bind tighter than comparisons; && tighter than ||; unary operators tightest;
# binary operators are left-associative; the conditional is lowest and nests
# to the right.
result = {
  mul_before_add  = 7
  parens          = 9
  left_assoc_sub  = 3
  left_assoc_div  = 2
  mod_mul         = 6
  unary_minus     = 6
  compare_arith   = true
  and_before_or   = true
  not_binds_tight = false
  cond_lowest     = "b"
  neg_literal     = -2
  double_not      = true
}
