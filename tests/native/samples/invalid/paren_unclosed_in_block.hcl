blk {
  x = (1
}
