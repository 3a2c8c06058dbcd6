a = <<END_OF-TEXT
x
END_OF-TEXT
b = <<-été
y
été
