a = "%{ for v in y }%{ if a }x%{ endfor }z%{ endif }"
