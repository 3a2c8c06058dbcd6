a = <<EOT
${b c}
EOT
