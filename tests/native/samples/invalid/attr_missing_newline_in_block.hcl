blk {
  a = "x" "y"
}
