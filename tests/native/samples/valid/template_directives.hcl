a = "%{ for k, v in m }${k}=${v}%{ endfor }"
b = "%{ if x }y%{ else }z%{ endif }"
c = "%{if x}%{endif}"
