a = <<EOT
${
