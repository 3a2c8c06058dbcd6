script = <<EOT
#!/bin/sh
echo "${greeting}" 100% $HOME
%{ if debug }set -x%{ endif }
EOT
indented = <<-EOT
    ${ <<INNER
  inner text
  INNER
}
    EOT
