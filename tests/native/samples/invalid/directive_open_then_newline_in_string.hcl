a = "%{ if true }
y"
