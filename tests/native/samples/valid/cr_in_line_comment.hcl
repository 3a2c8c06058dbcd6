# ab
// cd
a = 1 # ef
b {
  c = 2 # gh
}
