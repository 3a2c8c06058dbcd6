greeting = "¡Hola, señor! 日本語" extra
