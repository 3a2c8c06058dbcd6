blk "x {
}
