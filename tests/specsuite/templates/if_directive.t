# %{ if } directives: with and without else, nested, with interpolations,
# and surrounding literal text kept as written.
result = {
  yes        = "on"
  no         = ""
  else       = "small"
  nested     = "abd"
  interp     = "Ada!"
  surrounded = "[ x ]"
}
