a = "%{ of true }x%{ endif }"
