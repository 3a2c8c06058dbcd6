top = base

server "a" {
  port = ports.a

  tls {
    cert = certs[0]
  }
}

server "b" {
  port = ports.b
}

