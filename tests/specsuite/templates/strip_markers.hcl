inline  = "a   ${~ "b" ~}   c"
left    = "a   ${~ "b" }   c"
right   = "a   ${ "b" ~}   c"
heredoc = <<EOT
%{ for x in items ~}
item ${x}
%{ endfor ~}
done
EOT
newlines = <<EOT
first

   ${~ "second" ~}

third
EOT
if_strip = "x %{~ if true ~} y %{~ else ~} z %{~ endif ~} w"
