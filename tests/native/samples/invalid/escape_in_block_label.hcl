blk "\q" {
}
