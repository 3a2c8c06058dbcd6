# Variable references in JSON syntax: in templates of JSON strings (with
# ranges inside the string, whose content starts one column after the quote),
# also nested in objects and arrays; literals and numbers have none.
result = {
  plain    = "n"
  template = "id-7-b"
  literal  = "no references here"
  number   = 5
  nested   = { k = [true] }
}

traversals {
  expect {
    ref = name
    from {
      line   = 2
      column = 15
      byte   = 16
    }
    to {
      line   = 2
      column = 19
      byte   = 20
    }
  }
  expect {
    ref = obj.id
    from {
      line   = 3
      column = 21
      byte   = 44
    }
    to {
      line   = 3
      column = 27
      byte   = 50
    }
  }
  expect {
    ref = list[1]
    from {
      line   = 3
      column = 31
      byte   = 54
    }
    to {
      line   = 3
      column = 38
      byte   = 61
    }
  }
  expect {
    ref = deep.x
    from {
      line   = 6
      column = 23
      byte   = 137
    }
    to {
      line   = 6
      column = 29
      byte   = 143
    }
  }
}
