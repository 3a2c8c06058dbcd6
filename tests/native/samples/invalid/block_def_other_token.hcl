blk "x" 1 {
}
