x = ['a' 'b' c]
