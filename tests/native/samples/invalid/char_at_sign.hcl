a = @foo
