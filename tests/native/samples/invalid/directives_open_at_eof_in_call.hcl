a = "%{if x}%{if y}${f(a
