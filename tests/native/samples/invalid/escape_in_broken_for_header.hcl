a = [for x in "\q" 2]
