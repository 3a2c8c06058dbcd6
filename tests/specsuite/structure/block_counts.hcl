rule {
  n = 1
}
rule {
  n = 2
}
rule {
  n = 3
}
rule {
  n = 4
}

single {
}
single {
}

pair {
}
