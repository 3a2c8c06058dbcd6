a = <<EOT
closed without newline
EOT