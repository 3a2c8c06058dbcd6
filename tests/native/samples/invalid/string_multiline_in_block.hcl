blk {
  a = "x
y"
}
