blk "${x}" {
}
