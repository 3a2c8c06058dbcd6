a = "%{ for k, 1 in x }x%{ endfor }"
