mul_before_add  = 1 + 2 * 3
parens          = (1 + 2) * 3
left_assoc_sub  = 10 - 4 - 3
left_assoc_div  = 100 / 10 / 5
mod_mul         = 7 % 4 * 2
unary_minus     = -2 * -3
compare_arith   = 1 + 1 == 2
and_before_or   = false && true || true
not_binds_tight = !true && false
cond_lowest     = 1 > 2 ? "a" : 3 > 2 ? "b" : "c"
neg_literal     = -5 + 3
double_not      = !!true
