a = {for v in x: v => 1 if v x}
