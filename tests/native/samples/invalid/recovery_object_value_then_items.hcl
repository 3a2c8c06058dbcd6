a = {
  b = 
}
c = merge(x, {
