a = f(<<EOT
x
EOT
, [<<EOT
y
EOT
])
