a = <<EOT
