a = "%{ if true }x%{ else }y%{ else }z%{ endif }"
