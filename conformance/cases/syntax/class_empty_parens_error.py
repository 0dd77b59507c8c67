class C():
pass
