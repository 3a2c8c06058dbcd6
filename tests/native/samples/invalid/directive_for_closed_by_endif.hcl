a = "%{ for v in x }x%{ endif }"
