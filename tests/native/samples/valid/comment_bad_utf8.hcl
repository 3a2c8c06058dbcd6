# ÿþ bad bytes in a comment
a = 1 /* € */
