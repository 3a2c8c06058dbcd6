t = {
  E = l?e
  ) G = "x"
}
b = 1
b = 2
