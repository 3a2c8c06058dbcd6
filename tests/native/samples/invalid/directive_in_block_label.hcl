blk "%{ if x }%{ endif }" {
}
