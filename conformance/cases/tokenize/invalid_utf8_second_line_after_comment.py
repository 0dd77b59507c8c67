# comment
x = 'Ã'
