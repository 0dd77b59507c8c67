del (f())
