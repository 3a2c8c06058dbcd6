blk { a = 1 # c
}
