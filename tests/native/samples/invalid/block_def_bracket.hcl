blk "x" [
