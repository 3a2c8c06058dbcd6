a = <<EOT
EOTX
 EOT x
${b}EOT
xEOT
EOT
