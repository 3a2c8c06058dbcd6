# %{ for } directives over lists (with and without an index variable) and over
# maps (keys in lexical order), nested, empty, and combined with %{ if }.
result = {
  list    = "a;b;c;"
  indexed = "0=a 1=b 2=c "
  map     = "a:1,m:13,z:26,"
  nested  = "a1 a2 b1 b2 c1 c2 "
  empty   = "<>"
  with_if = "ac"
}
