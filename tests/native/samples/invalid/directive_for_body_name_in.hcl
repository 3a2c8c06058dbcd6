a = "%{ for v in x }${ in${y} }%{ endfor }"
