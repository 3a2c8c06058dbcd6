a = "%{ if true } x %{ else y } z %{ endif }"
