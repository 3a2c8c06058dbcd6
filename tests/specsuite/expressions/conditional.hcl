true_branch  = true ? "yes" : "no"
false_branch = false ? "yes" : "no"
unify_number = true ? 1 : "two"
null_branch  = false ? "x" : null
from_string  = "true" ? 1 : 2
nested       = true ? (false ? 1 : 2) : 3
unselected   = true ? "ok" : nope.attr
