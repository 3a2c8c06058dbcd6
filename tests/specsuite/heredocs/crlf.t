# CRLF line endings: the closing marker may be followed by CRLF, and heredoc
# content keeps the newline sequences exactly as written.
result = {
  a = "line one\r\nline two\r\n"
  b = "flush\r\n  more\r\n"
}
