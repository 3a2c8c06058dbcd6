c = {
  s = "h\q
