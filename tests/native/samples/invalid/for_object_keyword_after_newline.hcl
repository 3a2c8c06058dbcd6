a = {
for}
b {
  c = {

  for }
}
