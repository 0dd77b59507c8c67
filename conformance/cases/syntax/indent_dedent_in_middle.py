class C:
    def f(self):
        pass
  x = 1
