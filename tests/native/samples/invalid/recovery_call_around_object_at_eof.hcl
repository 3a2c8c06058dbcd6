name = 1 2
policy = f({
  V = [
