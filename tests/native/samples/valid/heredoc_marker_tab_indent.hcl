a = <<EOT
hello
	EOT
