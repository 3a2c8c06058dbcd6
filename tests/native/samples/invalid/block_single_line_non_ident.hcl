blk { 1 }
