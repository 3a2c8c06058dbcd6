blk "x" = {
}
