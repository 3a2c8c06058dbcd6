a = "x%{ endif }y"
