blk "x"
{
}
