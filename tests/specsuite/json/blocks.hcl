# The native equivalent of blocks.hcl.json
rule {
  n = 1
}
rule {
  n = 2
  sub {
    deep = true
  }
}

single {
  n = 3
}

service "web" {
  port = 80
}
service "db" {
  port = 5432
}

settings {
  a = 1
}
settings {
  b = 2
}
