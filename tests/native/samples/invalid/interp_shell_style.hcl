cmd = "echo ${HOME:-/root}"
