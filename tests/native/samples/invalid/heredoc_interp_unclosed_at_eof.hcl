a = <<-EOT
    x: y
    z: ${a
