a = "%{ if a }x%{ endfor }y${x[1]}%{ endif }"
