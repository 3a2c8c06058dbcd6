"""Writing HCL: printing IR and values as native-syntax source."""
