a = <<-EOT
    x
${y}
    z
    EOT
