t'{a b}'
