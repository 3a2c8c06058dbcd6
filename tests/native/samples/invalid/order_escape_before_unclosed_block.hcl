a {
  b = "\q"
