a = @
b = "bad ÿ byte"
c = xí €y
d = <<EOT
Ã(
EOT
e = "À€ à€€ ô€€ ðŸ˜€ ï¿½ â‚"
f = â‚