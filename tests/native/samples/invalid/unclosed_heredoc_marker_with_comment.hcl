a = <<EOT
hello
EOT # c
