blk {
  a = upper("x"
