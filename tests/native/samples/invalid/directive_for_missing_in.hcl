a = "%{ for v on x }x%{ endfor }"
