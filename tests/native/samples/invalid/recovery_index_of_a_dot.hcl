a = try(each[.value.p, v, false)
b = try(x,
