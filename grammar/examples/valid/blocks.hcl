resource "aws_instance" web {
  ami = "ami-123"

  network_interface {
    device_index = 0
  }
}
empty {}
one_line "a" { size = 2 }
