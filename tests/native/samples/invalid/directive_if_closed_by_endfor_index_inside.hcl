a = "%{ if a }${x[1]}%{ endfor }${x[1]}"
