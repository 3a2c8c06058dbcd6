# Strip markers (~) remove whitespace, newlines included, from the template
# literal directly adjacent to them. In a heredoc each line is its own literal,
# so a marker strips within the adjacent line only ("newlines": the blank lines
# before and after the marked interpolation are separate literals and stay).
result = {
  inline   = "abc"
  left     = "ab   c"
  right    = "a   bc"
  heredoc  = "item one\nitem two\ndone\n"
  newlines = "first\n\nsecond\nthird\n"
  if_strip = "xyw"
}
