filename  "${path.module}/x"
}
