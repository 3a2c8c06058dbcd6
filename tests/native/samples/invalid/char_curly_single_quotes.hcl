a = ‘hello’
