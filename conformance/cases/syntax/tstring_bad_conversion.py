t'{x!z}'
