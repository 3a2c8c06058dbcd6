{for x in y: x}
