call = upper(<<EOT
shout
EOT
)
list = [<<EOT
first
EOT
, "second"]
object = {
  text = <<-EOT
    nested
    EOT
  after = "x"
}
concat = "${<<EOT
inner
EOT
}!"
