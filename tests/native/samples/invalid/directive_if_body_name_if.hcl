a = "%{ if x }${ if$ }%{ endif }"
