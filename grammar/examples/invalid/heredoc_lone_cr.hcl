doc = <<EOT
line with a lone  carriage return
EOT
