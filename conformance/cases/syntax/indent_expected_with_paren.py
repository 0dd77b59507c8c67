with (a, b):
pass
