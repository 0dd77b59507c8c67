x = rf'abc{y}
