# Variable references inside templates, directives, for expressions (the
# iteration variables x, k and v are not references, the collection and the
# outer variables are), conditionals, function arguments, heredocs and
# object keys. (hclspecsuite matches each found traversal to the first
# expectation with the same steps, so no traversal appears twice.)
result = {
  template = "Hello p, yes"
  for_expr = [12]
  for_obj  = { a = 3 }
  cond     = 0
  call     = "Q"
  heredoc  = "  1\n"
  object   = { dyn = 2 }
}

traversals {
  expect {
    ref = person.name
    from {
      line   = 1
      column = 21
      byte   = 20
    }
    to {
      line   = 1
      column = 32
      byte   = 31
    }
  }
  expect {
    ref = flag
    from {
      line   = 1
      column = 41
      byte   = 40
    }
    to {
      line   = 1
      column = 45
      byte   = 44
    }
  }
  expect {
    ref = items
    from {
      line   = 2
      column = 22
      byte   = 82
    }
    to {
      line   = 2
      column = 27
      byte   = 87
    }
  }
  expect {
    ref = offset
    from {
      line   = 2
      column = 36
      byte   = 96
    }
    to {
      line   = 2
      column = 42
      byte   = 102
    }
  }
  expect {
    ref = limit
    from {
      line   = 2
      column = 52
      byte   = 112
    }
    to {
      line   = 2
      column = 57
      byte   = 117
    }
  }
  expect {
    ref = pairs
    from {
      line   = 3
      column = 26
      byte   = 144
    }
    to {
      line   = 3
      column = 31
      byte   = 149
    }
  }
  expect {
    ref = scale
    from {
      line   = 3
      column = 43
      byte   = 161
    }
    to {
      line   = 3
      column = 48
      byte   = 166
    }
  }
  expect {
    ref = enabled
    from {
      line   = 4
      column = 12
      byte   = 180
    }
    to {
      line   = 4
      column = 19
      byte   = 187
    }
  }
  expect {
    ref = list[0]
    from {
      line   = 4
      column = 22
      byte   = 190
    }
    to {
      line   = 4
      column = 29
      byte   = 197
    }
  }
  expect {
    ref = fallback
    from {
      line   = 4
      column = 32
      byte   = 200
    }
    to {
      line   = 4
      column = 40
      byte   = 208
    }
  }
  expect {
    ref = person.nick
    from {
      line   = 5
      column = 18
      byte   = 226
    }
    to {
      line   = 5
      column = 29
      byte   = 237
    }
  }
  expect {
    ref = person.id
    from {
      line   = 7
      column = 5
      byte   = 260
    }
    to {
      line   = 7
      column = 14
      byte   = 269
    }
  }
  expect {
    ref = keyname
    from {
      line   = 9
      column = 15
      byte   = 289
    }
    to {
      line   = 9
      column = 22
      byte   = 296
    }
  }
  expect {
    ref = other.id
    from {
      line   = 9
      column = 26
      byte   = 300
    }
    to {
      line   = 9
      column = 34
      byte   = 308
    }
  }
}
