a = "%{ else }"
