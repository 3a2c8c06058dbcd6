for = 1
in = 2
if = 3
true = 4
null "x" {
}
false {
}
endif = for
