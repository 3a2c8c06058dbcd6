a = "${core::upper(b)}"
