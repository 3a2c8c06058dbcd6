# Heredoc content is literal: no backslash escapes (only $${ and %%{ are
# escapes), quotes are plain characters, an empty heredoc is "", any identifier
# can be the marker, and only a line holding just the marker ends the heredoc.
result = {
  empty             = ""
  backslashes       = "C:\\path\\to\\file \\n is not a newline\n"
  quotes            = "\"double\" and 'single'\n"
  escaped_sequences = "$${literal} and %%{ literal }\n"
  other_marker      = "EOT\n"
  marker_inside     = "EOT is only a marker alone on its line: EOT\n  EOTX\n"
}
