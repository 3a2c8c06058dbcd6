empty_tuple  = []
tuple        = [1, "two", [3], ]
empty_object = {}
object = {
  a = 1, b : 2
  "c" = [
    3,
    4,
  ]

  (d) = { nested = true }
}
