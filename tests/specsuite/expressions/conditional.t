# Conditional expressions: both results are unified to one type (number 1
# becomes the string "1"; null takes the other branch's type), the condition
# converts from a string, and errors in the branch not taken are dropped.
result_type = object({
  true_branch  = string
  false_branch = string
  unify_number = string
  null_branch  = string
  from_string  = number
  nested       = number
  unselected   = string
})
result = {
  true_branch  = "yes"
  false_branch = "no"
  unify_number = "1"
  null_branch  = null
  from_string  = 1
  nested       = 2
  unselected   = "ok"
}
