a = b[]
