a = {centos_7.2_ap-south-1 = "ami"}
