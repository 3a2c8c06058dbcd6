a = <<EOT
hello
EOT b
