a = <<EOT
%{ else }
${x[1]}
EOT
