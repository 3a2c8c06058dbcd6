blk "x" // why
{
}
