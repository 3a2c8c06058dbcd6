c = {
  a ? b = 1
  d = 2
}
