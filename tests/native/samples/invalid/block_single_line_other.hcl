blk { a = 1 b }
