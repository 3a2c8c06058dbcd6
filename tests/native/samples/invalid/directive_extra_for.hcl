a = "%{ for v in x y } x %{ endfor }"
