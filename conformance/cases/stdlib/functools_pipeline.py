from functools import reduce, partial, partialmethod, wraps, update_wrapper, cache, lru_cache
import functools

def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns, lambda x: x)
clean = compose(str.strip, str.lower, partial(str.replace, old=" ", new="_") if False else (lambda s: s.replace(" ", "_")))
print([clean(s) for s in ["  Hello World ", "Data Frame", "X"]])

def retry(times):
    def deco(fn):
        @wraps(fn)
        def inner(*a, **k):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*a, **k)
                except ValueError as e:
                    print(f"attempt {attempt} failed: {e}")
                    last = e
            raise RuntimeError(f"gave up after {times}") from last
        return inner
    return deco
calls = iter([ValueError("a"), ValueError("b"), 42])
@retry(3)
def flaky():
    v = next(calls)
    if isinstance(v, Exception):
        raise v
    return v
print(flaky(), flaky.__name__, flaky.__wrapped__.__name__)
@retry(1)
def always():
    raise ValueError("never")
try:
    always()
except RuntimeError as e:
    print(type(e).__name__, e, repr(e.__cause__))

class Cell:
    def __init__(self):
        self.state = "off"
    def set(self, state):
        self.state = state
    on = partialmethod(set, "on")
    off = partialmethod(set, "off")
c = Cell(); c.on(); print(c.state); c.off(); print(c.state)
p = partial(int, base=2)
print(p("1011"), p.func, p.keywords, repr(partial(max, 1))[:20], partial(partial(pow, 2), 5)())
print(functools.Placeholder if hasattr(functools, "Placeholder") else None)
if hasattr(functools, "Placeholder"):
    sub_from_10 = partial(lambda a, b: a - b, functools.Placeholder, 10)
    print(sub_from_10(25))
def base(): "doc"
def other(): pass
update_wrapper(other, base)
print(other.__name__, other.__doc__, other.__wrapped__ is base)
@lru_cache(maxsize=32, typed=True)
def typed_sq(x):
    return x * x
typed_sq(2); typed_sq(2.0); typed_sq(2)
print(typed_sq.cache_info(), typed_sq.cache_parameters())
class Temp:
    def __init__(self, c):
        self.c = c
    @functools.cached_property
    def f(self):
        print("convert once")
        return self.c * 9 / 5 + 32
t = Temp(100)
print(t.f, t.f)
del t.f
print(t.f)
try:
    partial()
except TypeError as e:
    print(type(e).__name__, e)
try:
    partial(1)
except TypeError as e:
    print(type(e).__name__, e)
