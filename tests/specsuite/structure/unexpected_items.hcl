known = 1
unknown_attr = 2
known_block {
}
unknown_block {
}
labelled "x" {
}
