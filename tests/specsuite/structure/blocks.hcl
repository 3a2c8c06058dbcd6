rule {
  n = 2
}
rule {
  n = 1
}
rule {
  n = 2
}

tag {
  v = "b"
}
tag {
  v = "a"
}
tag {
  v = "b"
}

item {
  v = 1
}
item {
  v = "one"
}

nested {
  inner {
    deep {
      x = true
    }
  }
}
