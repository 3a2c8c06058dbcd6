optional = "present"

settings {
  other = 1
}

limits {
}
