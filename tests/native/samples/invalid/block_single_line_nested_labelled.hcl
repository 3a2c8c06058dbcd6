blk { inner "x" {} }
