a = "%{ bogus }"
