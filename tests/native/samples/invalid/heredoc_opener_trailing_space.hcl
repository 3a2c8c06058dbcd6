a = <<EOT 
hello
EOT
