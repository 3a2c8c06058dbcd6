a = true | false
