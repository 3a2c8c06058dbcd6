a = <<EOT
EOT
