inverted = { for k, v in { a = "x", b = "y" } : v => k }
squares  = { for x in [1, 2, 3] : "sq${x}" => x * x }
filtered = { for k, v in { a = 1, b = 2, c = 3 } : k => v if v != 2 }
grouped  = { for s in ["apple", "avocado", "banana"] : substr(s, 0, 1) => s... }
grouped_filtered = { for i, s in ["x", "y", "z"] : "k" => i... if s != "y" }
key_expr = { for x in ["a"] : (x) => "parenthesized key" }
