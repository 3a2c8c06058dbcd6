a = <<EOT
${b
