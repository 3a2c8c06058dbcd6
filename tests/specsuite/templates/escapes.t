# Escape sequences in quoted templates, and the $${ / %%{ escapes that keep
# template sequences literal. A "$" or "%" not followed by "{" is literal.
result = {
  newline   = "a\nb"
  tab       = "a\tb"
  quote     = "say \"hi\""
  backslash = "back\\slash"
  carriage  = "a\rb"
  unicode4  = "café"
  unicode8  = "😀"
  dollar    = "$${not_interpolated}"
  percent   = "%%{ not_a_directive }"
  lone      = "$ and % and $$ and %% alone"
  trailing  = "ends with $"
}
