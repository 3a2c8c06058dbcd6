blk { a = 1
}
