with-dash   = 1
_underscore = 2
café        = 3
ñandú_2     = 4
x-y-z       = with-dash + 10
nested-block "label-1" {
  inner_attr = true
}
