a { x y
  z = 1
}
c = 1 +
