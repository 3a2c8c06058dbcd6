a = {
  b # c
}
