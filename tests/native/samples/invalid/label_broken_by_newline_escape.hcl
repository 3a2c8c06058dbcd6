o "a
\e" "b\q" {
  x = "\p"
}
