a = "x%{ endif }%{ else }y${x[1]}%{ endif }z\q"
