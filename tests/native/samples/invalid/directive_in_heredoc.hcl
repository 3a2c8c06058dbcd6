a = <<EOT
%{ if true }
x
EOT
