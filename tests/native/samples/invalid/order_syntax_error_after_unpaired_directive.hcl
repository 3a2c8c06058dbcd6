a = "%{ if a }x%{ endfor }y%{ endif }${[}"
