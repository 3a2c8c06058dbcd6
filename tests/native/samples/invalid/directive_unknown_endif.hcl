a = "%{ endi }"
