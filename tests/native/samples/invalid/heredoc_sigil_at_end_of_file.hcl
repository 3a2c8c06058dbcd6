a = <<EOT
x %