c = <<EOT
%{if x}
