# typing.Generic and its aliases: __mro_entries__, __orig_bases__, __parameters__, subscription errors, calls
class Base: pass
class Entries:
    def __mro_entries__(self, bases):
        return (Base,)
class FromEntries(Entries()):
    pass
print(FromEntries.__bases__, FromEntries.__orig_bases__[0].__class__.__name__, '__orig_bases__' in Base.__dict__)
class BadE:
    def __mro_entries__(self, bases): return [Base]
try:
    class X(BadE()): pass
except TypeError as e: print(e)
class Box[T]:
    def __init__(self, v=None): self.v = v
print(Box.__mro__, Box.__parameters__, Box.__orig_bases__, Box.__type_params__)
b = Box[int](5)
print(b.v, b.__orig_class__, Box[int] == Box[int], Box[int] != Box[str], hash(Box[int]) == hash(Box[int]))
print(Box[int].__origin__, Box[int].__args__, Box[int].__parameters__, Box[int].__name__ if hasattr(Box[int], '__name__') else '')
for bad in [lambda: Box[int, str], lambda: Box[()], lambda: int.__class__]:
    try: print(bad())
    except TypeError as e: print(e)
class Pair[A, B]: pass
print(Pair[int, str], Pair[int, None], Pair.__parameters__)
class Mixed[X](Pair[X, int]): pass
print(Mixed.__orig_bases__, Mixed.__parameters__, Mixed.__mro__)
type L[T] = list[T]
print(L[int], L.__type_params__, type(L[int]).__name__)
type NG = int
try: NG[int]
except TypeError as e: print(e)
def f[T](x: T) -> T: return x
print(f.__type_params__)
g = Box.__mro__[1]
print(g, g.__module__, g.__qualname__, type(g))
try:
    g[int]
except TypeError as e: print(e)
print(g[Box.__type_params__[0]])
class Inh(g[Box.__type_params__[0]]): pass
print(Inh.__parameters__, Inh.__mro__)
