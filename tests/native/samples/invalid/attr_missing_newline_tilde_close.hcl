a = b ~}
