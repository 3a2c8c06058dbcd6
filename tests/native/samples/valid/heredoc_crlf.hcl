a = <<EOT
hello
EOT
b = 1
