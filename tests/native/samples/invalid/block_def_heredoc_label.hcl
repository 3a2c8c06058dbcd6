blk <<EOT
x
EOT
{
}
