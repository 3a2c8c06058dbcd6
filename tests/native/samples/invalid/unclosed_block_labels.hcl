blk "x" "y" {
  a = 1
