statement "{
  sid = 1
  b = "x"
