nonlocal 1
