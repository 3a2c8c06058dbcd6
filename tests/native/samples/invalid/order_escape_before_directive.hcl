a = "%{ endif }\q"
