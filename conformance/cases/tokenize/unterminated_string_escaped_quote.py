x = "abc\"
