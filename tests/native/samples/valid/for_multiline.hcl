a = [
  for x in xs :
  x
  if x
]
b = {
  for k, v in m:
  k => v
}
