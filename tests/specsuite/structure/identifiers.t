# Identifiers may contain dashes and start with an underscore or any Unicode
# letter. A dash belongs to the identifier: "with-dash + 10" reads the
# variable "with-dash" (100), it does not subtract.
result_type = object({
  with-dash      = number
  _underscore    = number
  café           = number
  ñandú_2        = number
  x-y-z          = number
  nested-block   = map(object({ inner_attr = bool }))
})
result = {
  with-dash    = 1
  _underscore  = 2
  café         = 3
  ñandú_2      = 4
  x-y-z        = 110
  nested-block = { label-1 = { inner_attr = true } }
}
