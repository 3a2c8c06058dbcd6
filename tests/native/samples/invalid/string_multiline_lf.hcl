a = "foo
bar"
