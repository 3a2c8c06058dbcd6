b {
 a = 1 2
 c.d = 1
}
e.f = 1
