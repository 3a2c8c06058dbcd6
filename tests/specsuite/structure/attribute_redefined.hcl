a = 1
b {
  c = 1
  c = 2
}
a = 2
