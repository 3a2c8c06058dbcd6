service "web" {
  image = "nginx",
  ports = [80 443]
}
