import _functools as f
def info(*a):
    return a
calls = []
def dbl(x):
    calls.append(x)
    return x * 2
w = f._lru_cache_wrapper(dbl, 2, False, info)
print(w(3), w(3), w(4), w(5), w(3), w.cache_info(), calls)
print(type(w), type(w).__name__, type(w).__module__)
w.cache_clear()
print(w.cache_info(), w(4), w.cache_info())
w0 = f._lru_cache_wrapper(lambda x: x, 0, False, info)
print(w0(1), w0(1), w0.cache_info())
wn = f._lru_cache_wrapper(lambda x, y=1: (x, y), None, True, info)
print(wn(1), wn(1.0), wn(1, y=2), wn(1, y=2), wn(y=2, x=1), wn.cache_info())
wu = f._lru_cache_wrapper(lambda x, y=1: (x, y), None, False, info)
print(wu(1), wu(1.0), wu(True), wu('a'), wu(x='a'), wu.cache_info())
wneg = f._lru_cache_wrapper(len, -5, False, info)
print(wneg('ab'), wneg.cache_info())
class B:
    @lambda fn: f._lru_cache_wrapper(fn, 10, False, info)
    def m(self, x):
        return x + 1
b = B()
print(b.m(1), b.m(1), B.m.cache_info(), type(B.__dict__['m'].__get__(b)).__name__, B.__dict__['m'].__get__(None, B) is B.__dict__['m'])
w.attr = 5
print(w.__dict__, w.__copy__() is w, w.__deepcopy__({}) is w)
def e(g):
    try:
        print(repr(g()))
    except Exception as x:
        print(type(x).__name__, x)
e(lambda: f._lru_cache_wrapper(1, 2, 3, 4))
e(lambda: f._lru_cache_wrapper(len, 'a', False, info))
e(lambda: f._lru_cache_wrapper(len, 2, False))
e(lambda: f._lru_cache_wrapper(len, 2, False, info)())
e(lambda: f._lru_cache_wrapper(len, 2, False, info)([]))
e(lambda: f._lru_cache_wrapper(lambda *a, **k: 1, 2, False, info)(a=1))
def fib(n):
    return n if n < 2 else cfib(n - 1) + cfib(n - 2)
cfib = f._lru_cache_wrapper(fib, None, False, info)
print(cfib(60), cfib.cache_info())
cfib2 = f._lru_cache_wrapper(fib, 3, False, info)
cfib = cfib2
print(cfib(30), cfib.cache_info())
import sys
x = object()
bx = sys.getrefcount(x)
wr = f._lru_cache_wrapper(lambda v: v, 1, False, info)
wr(x)
print(sys.getrefcount(x) - bx)
wr(1)
print(sys.getrefcount(x) - bx)
wr(x)
wr.cache_clear()
print(sys.getrefcount(x) - bx)
