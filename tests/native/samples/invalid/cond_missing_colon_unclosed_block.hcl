a {
  b = x ? y
  c = 1
