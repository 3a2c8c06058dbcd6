listing = <<EOT
Items:
%{ for i, x in items ~}
  ${i + 1}. ${x}
%{ endfor ~}
Total: ${length(items)}
EOT
flush_for = <<-EOT
    %{ for x in items }
    - ${x}
    %{ endfor }
  EOT
flush_for_strip = <<-EOT
    %{ for x in items ~}
    - ${x}
    %{ endfor ~}
  EOT
flush_if = <<-EOT
    %{ if enabled }yes%{ else }no%{ endif }
      indented
  EOT
