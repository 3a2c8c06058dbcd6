word = "née" + 1
flag = "🇯🇵" + 1
