# hash
// slashes
/* block */ a = /* inline */ 1 # trailing
b { # after brace
  c = [ # in tuple
    1, // item
    /* multi
       line */ 2,
  ]
  d = { # in object
    e = 1 # after item
  }
} // after block
f = ( # in parens
  1 +
  2
)
/* last */