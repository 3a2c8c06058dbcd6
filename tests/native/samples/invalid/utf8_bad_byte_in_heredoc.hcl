a = <<EOT
ÿ
EOT
