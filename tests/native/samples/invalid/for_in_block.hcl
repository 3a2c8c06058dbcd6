blk {
  a = {for v in x: v}
}
