a = [for v in x: [in $]]
