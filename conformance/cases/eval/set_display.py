{1, 2, *rest}
