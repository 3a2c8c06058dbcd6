a = "%{ for v in x }
%{ endif }"
