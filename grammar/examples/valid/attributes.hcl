# Attributes with literal values; three kinds of comment.
name    = "web"   // a line comment
count   = 3
ratio   = 1.5e-3
enabled = true
debug   = false
parent  = null /* a block comment */
/* a block comment
   spanning lines */
