blk {
	a	=	1
	b = [	1,	2	]
}
