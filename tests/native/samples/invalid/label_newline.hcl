blk "x
y" {
}
