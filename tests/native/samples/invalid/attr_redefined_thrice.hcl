a = 1
b {
  a = 1
}
a = 3
a = 4
