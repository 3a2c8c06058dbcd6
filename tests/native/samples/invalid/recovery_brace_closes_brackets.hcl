f(x[-
"s"x}
c = (
