a {
  1
  b = "\q"
  b = 2
}
c = x ? y
