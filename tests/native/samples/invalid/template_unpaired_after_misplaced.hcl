a = "%{ if a }%{ endfor }%{ endif }"
