a = try(x$y, z)
b = try(e.e, v.e[, {})
