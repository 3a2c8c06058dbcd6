# nothing here
/* at all */
// really
