a = <<EOT
line one
line two
EOT
b = <<-EOT
    flush
      more
  EOT
