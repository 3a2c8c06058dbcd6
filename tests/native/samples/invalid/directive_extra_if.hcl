a = "%{ if a b } x %{ endif }"
