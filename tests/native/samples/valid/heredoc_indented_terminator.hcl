blk {
  a = <<EOT
  hello
    EOT
}
