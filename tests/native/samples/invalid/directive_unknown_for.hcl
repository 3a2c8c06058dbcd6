a = "%{ fro v in x }x%{ endfor }"
