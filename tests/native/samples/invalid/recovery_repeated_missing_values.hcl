a = 
a = 
a = 
a = 
