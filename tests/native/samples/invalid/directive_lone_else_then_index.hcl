a = "%{ else }${x[1]}"
