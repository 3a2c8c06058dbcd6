empty = <<EOT
EOT
backslashes = <<EOT
C:\path\to\file \n is not a newline
EOT
quotes = <<EOT
"double" and 'single'
EOT
escaped_sequences = <<EOT
$${literal} and %%{ literal }
EOT
other_marker = <<END_OF_TEXT
EOT
END_OF_TEXT
marker_inside = <<EOT
EOT is only a marker alone on its line: EOT
  EOTX
EOT
