service "web" {
  image    = "nginx:${version}"
  replicas = 3
  ports    = [for p in [80, 443] : p + 8000]

  env {
    name  = "MODE"
    value = shout("production")
  }
}
