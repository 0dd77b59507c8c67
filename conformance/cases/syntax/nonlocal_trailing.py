nonlocal a,
