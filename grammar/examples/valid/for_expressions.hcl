upper   = [for s in names : upper(s) if s != ""]
indexed = [for i, v in list : "${i}=${v}"]
by_key  = { # the for keyword may follow a comment
  for k, v in map : k => v... if v != null
}
