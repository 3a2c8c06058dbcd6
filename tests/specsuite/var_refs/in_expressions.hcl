template = "Hello ${person.name}, %{ if flag }yes%{ endif }"
for_expr = [for x in items : x.v + offset if x.v > limit]
for_obj  = { for k, v in pairs : k => v * scale }
cond     = enabled ? list[0] : fallback
call     = upper(person.nick)
heredoc  = <<EOT
  ${person.id}
EOT
object   = { (keyname) = other.id }
