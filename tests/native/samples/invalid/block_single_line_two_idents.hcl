blk { a b }
