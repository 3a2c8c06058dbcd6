a = 1
blk {
}