x = bf'a'
