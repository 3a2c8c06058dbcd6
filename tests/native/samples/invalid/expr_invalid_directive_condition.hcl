a = "%{ if }x%{ endif }"
