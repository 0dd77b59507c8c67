x = 1abc + 0777 + 1if
