a = "foo
bar"
