string   = "text"
number   = 12.50
big      = 3.14159265358979323846264338327950288419716939937510582097494459
bool     = true
null     = null
list     = [1, "two", false]
object   = { a = 1, "b c" = [true] }
template = "sum=${1 + 2}${suffix}"
escaped  = "$${literal}"
unicode  = "caf\u00e9 \U0001F600"
typed    = [1, 2]
