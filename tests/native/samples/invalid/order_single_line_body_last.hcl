blk { a = "\q", b = 2 }
