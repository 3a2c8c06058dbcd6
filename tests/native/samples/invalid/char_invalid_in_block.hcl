blk {
  a = 1 & 2
}
