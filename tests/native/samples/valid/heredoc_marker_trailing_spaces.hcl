a = <<EOT
hello
  EOT  
