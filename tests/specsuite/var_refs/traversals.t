# Variable references found by hcldec --var-refs: each traversal with its
# attribute and index steps (a legacy ".0" index is an index step with a
# number key) and its exact range. A splat ends the traversal (obj.items),
# and only the traversal part of an expression is reported (num).
result = {
  root   = "s"
  attr   = "n"
  index  = 20
  key    = "n"
  legacy = 10
  deep   = 1
  splat  = [1]
  op     = 2
}

traversals {
  expect {
    ref = simple
    from {
      line   = 1
      column = 10
      byte   = 9
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
  expect {
    ref = obj.name
    from {
      line   = 2
      column = 10
      byte   = 25
    }
    to {
      line   = 2
      column = 18
      byte   = 33
    }
  }
  expect {
    ref = list[1]
    from {
      line   = 3
      column = 10
      byte   = 43
    }
    to {
      line   = 3
      column = 17
      byte   = 50
    }
  }
  expect {
    ref = obj["name"]
    from {
      line   = 4
      column = 10
      byte   = 60
    }
    to {
      line   = 4
      column = 21
      byte   = 71
    }
  }
  expect {
    ref = list.0
    from {
      line   = 5
      column = 10
      byte   = 81
    }
    to {
      line   = 5
      column = 16
      byte   = 87
    }
  }
  expect {
    ref = obj.items[0].id
    from {
      line   = 6
      column = 10
      byte   = 97
    }
    to {
      line   = 6
      column = 25
      byte   = 112
    }
  }
  expect {
    ref = obj.items
    from {
      line   = 7
      column = 10
      byte   = 122
    }
    to {
      line   = 7
      column = 19
      byte   = 131
    }
  }
  expect {
    ref = num
    from {
      line   = 8
      column = 10
      byte   = 147
    }
    to {
      line   = 8
      column = 13
      byte   = 150
    }
  }
}
