doc = <<EOT
never closed
EOT_NOT
