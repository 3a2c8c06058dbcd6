blk {
  tags = {
    Name = "x"
    Env "prod"
  }
}
