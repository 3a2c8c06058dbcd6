a = <<EOT
hello
EOTX
