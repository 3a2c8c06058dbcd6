blk lbl
