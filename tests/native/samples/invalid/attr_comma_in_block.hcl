blk {
  a = "x",
  b = "y"
}
