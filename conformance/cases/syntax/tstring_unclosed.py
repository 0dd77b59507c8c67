t'{a'
