a = <<
hello
