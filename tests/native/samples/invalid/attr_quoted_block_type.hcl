"blk" {
}
