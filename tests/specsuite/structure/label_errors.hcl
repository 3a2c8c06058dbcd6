service "only-one" {
  port = 1
}

service "a" "b" "c" {
  port = 2
}

service {
  port = 3
}

service "ok" "fine" {
  port = 4
}

service "ok" "fine" {
  port = 5
}
