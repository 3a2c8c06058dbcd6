a = "%{ if {"" = 0"\x"} }%{ endif }"
