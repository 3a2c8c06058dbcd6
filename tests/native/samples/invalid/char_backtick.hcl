a = `str`
