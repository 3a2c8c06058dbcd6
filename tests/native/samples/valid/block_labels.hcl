a "f\n" {
}
b "\u00e9\"\\" {
}
c bare "quoted" other {
}
d "" {
}
e "$$x %%y" {
}
