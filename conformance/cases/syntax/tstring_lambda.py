t'{lambda x: 1}'
