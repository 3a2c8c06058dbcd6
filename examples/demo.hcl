# A small configuration exercising most of the native syntax.
service "web" "frontend" {
  image    = "nginx:${var.version}"
  replicas = var.replicas > 0 ? var.replicas : 1
  ports    = [for p in var.ports : p + 8000 if p != 22]
  labels   = { for k, v in var.labels : lower(k) => v... }
  enabled  = !var.disabled && length(var.ports) >= 1

  health { path = "/healthz" }

  script = <<-EOT
    #!/bin/sh
    %{ for name in var.names ~}
    echo "hello, ${name}"
    %{ endfor ~}
  EOT
}

outputs = {
  ids   = aws_instance.web[*].id
  first = aws_instance.web.0.private_ip
  arn   = provider::aws::arn_parse(var.arn).account_id
}
