EOT
E m?g n
b {
  c d?e f
}
