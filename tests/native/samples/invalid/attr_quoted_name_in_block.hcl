blk {
  "a" = 1
  x = 1
}
c = 1
c = 2
