a = <<EOT
${<<-EOT
  hello
  EOT
}
EOT
