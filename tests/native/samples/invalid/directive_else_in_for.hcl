a = "%{ for v in x }x%{ else }y%{ endfor }"
