blk { a }
