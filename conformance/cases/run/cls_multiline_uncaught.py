class Validated(type):
    def __call__(cls, *args, **kwargs):
        if len(args) > 2:
            raise TypeError(f"{cls.__name__} takes at most 2 values, got {len(args)}")
        return super().__call__(*args, **kwargs)

class Pair(metaclass=Validated):
    def __init__(self, a, b=0):
        self.a, self.b = a, b

p = Pair(1, 2)
print(p.a, p.b)
print(Pair(5).b)
q = Pair(1,
         2,
         3)
