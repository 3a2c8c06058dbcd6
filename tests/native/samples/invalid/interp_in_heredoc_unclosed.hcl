a = <<EOT
${b
EOT
