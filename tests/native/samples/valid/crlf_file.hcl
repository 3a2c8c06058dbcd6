a = 1
blk "x" {
  b = [
    1,
  ]
}
# c
