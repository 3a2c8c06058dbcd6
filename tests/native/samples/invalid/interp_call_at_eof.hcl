a = "${f("y", x
