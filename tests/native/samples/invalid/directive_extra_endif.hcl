a = "%{ if true } x %{ endif y }"
