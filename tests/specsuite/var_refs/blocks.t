# Variable references are found in the attributes of nested blocks too,
# following the spec through block_map and block.
result_type = object({
  top    = string
  server = map(object({ port = number, tls = string }))
})
result = {
  top = "b"
  server = {
    a = { port = 80, tls = "c" }
    b = { port = 81, tls = null }
  }
}

traversals {
  expect {
    ref = base
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
  expect {
    ref = ports.a
    from {
      line   = 4
      column = 10
      byte   = 34
    }
    to {
      line   = 4
      column = 17
      byte   = 41
    }
  }
  expect {
    ref = certs[0]
    from {
      line   = 7
      column = 12
      byte   = 62
    }
    to {
      line   = 7
      column = 20
      byte   = 70
    }
  }
  expect {
    ref = ports.b
    from {
      line   = 12
      column = 10
      byte   = 100
    }
    to {
      line   = 12
      column = 17
      byte   = 107
    }
  }
}
