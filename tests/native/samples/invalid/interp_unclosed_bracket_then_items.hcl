x {
  a = "${x[1} and ${y}"
  b = 2
}
c = 1
