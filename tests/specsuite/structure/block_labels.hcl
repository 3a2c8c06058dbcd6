service "web" "frontend" {
  port = 80
}

service "web" "backend" {
  port = 8080
}

service "db" "main" {
  port = 5432
}

service "quoted label with spaces" "x" {
  port = 1
}
