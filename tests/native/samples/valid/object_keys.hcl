a = {
  b = 1
  "c d" = 2
  3 = 3
  (e) = 4
  "${f}" = 5
  true = 6
  null = 7
  in = 8
  if: 9
  g.h = 10
}
