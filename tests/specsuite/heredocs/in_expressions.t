# Heredocs inside other expressions: as a function argument, a tuple element
# followed by more elements, an object attribute value, and an interpolation.
# The closing marker line ends the heredoc; the expression continues after it.
result_type = object({
  call   = string
  list   = list(string)
  object = map(string)
  concat = string
})
result = {
  call   = "SHOUT\n"
  list   = ["first\n", "second"]
  object = { text = "nested\n", after = "x" }
  concat = "inner\n!"
}
