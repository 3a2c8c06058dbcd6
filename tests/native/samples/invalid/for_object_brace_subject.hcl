a = {
 b = 1
}{for
}
