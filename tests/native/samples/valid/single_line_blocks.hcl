a { b = 1 }
c "x" "y" { d = [1, 2] }
e { f = { g = 1, h = 2 } }
i lbl { j = 1 }
