a = <<EOT
%{ for x in xs ~}
- ${x}
%{ endfor ~}
%{ if c }yes%{ else }no%{ endif }
EOT
