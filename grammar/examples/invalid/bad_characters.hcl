a = @
b = "bad ÿ byte"
c = xí €y
d = <<EOT
Ã(
EOT
