blk "%{if x}y%{endif}" {
}
