blk { inner {} }
