a = <<EOT
%{ if true }y
EOT
