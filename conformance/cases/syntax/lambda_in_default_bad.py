def f(a=lambda: ): pass
