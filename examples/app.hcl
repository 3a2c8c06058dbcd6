# The configuration the tour in examples/tour.py reads, decodes and edits.
region = "eu-west-1"

service "web" {
  image    = "nginx:${version}"
  replicas = 3
  ports    = [80, 443]

  env "MODE" {
    value = "production"
  }
}

service "worker" {
  image = "worker:${version}"
}
