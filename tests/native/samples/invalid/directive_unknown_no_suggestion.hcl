a = "%{ zzz }"
