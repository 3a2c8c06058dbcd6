a = "%{ for 1 in x }x%{ endfor }"
