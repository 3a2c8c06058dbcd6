a = "%{ els }"
