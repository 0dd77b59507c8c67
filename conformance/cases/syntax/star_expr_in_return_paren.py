return (*a)
