a = 'str'
