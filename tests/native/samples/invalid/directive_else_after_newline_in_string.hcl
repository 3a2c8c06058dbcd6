a = "%{ if x }
%{ else }%{ endif }"
