# Two-label blocks decoded by block_map into nested maps keyed by the labels,
# in native syntax and in JSON syntax (where each label is one level of
# object nesting). Labels may be any quoted string.
result_type = map(map(object({ port = number })))
result = {
  web = {
    frontend = { port = 80 }
    backend  = { port = 8080 }
  }
  db = {
    main = { port = 5432 }
  }
  "quoted label with spaces" = {
    x = { port = 1 }
  }
}
