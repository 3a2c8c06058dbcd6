# Directives in heredocs. Strip markers run before flush trimming (<<-): in
# flush_for_strip the newline ending each directive line is stripped, so the
# following line no longer starts a line and keeps its indentation, while the
# directive lines' own indentation is trimmed. Without strip markers
# (flush_for) each directive line leaves its newline.
result = {
  listing         = "Items:\n  1. alpha\n  2. beta\nTotal: 2\n"
  flush_for       = "\n- alpha\n\n- beta\n\n"
  flush_for_strip = "    - alpha\n    - beta\n"
  flush_if        = "yes\n  indented\n"
}
