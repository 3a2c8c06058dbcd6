a = <<EOT
C:\path\new \q \u12 "quoted"
EOT
