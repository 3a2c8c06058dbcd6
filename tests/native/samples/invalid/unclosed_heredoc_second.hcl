a = <<EOT
x
EOT

b = <<EOT
y
