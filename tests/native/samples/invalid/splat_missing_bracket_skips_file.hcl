o {
  v = x[*id
}
p {
  d=>n = "x"
}
