# Argument binding errors of Python functions over 13 signatures × 19 call patterns: positional-only
# names passed by keyword listed in parameter order, 3.14's 'Did you mean' for an unexpected keyword.
def f0(): pass
def f1(a): pass
def f2(a, b=1): pass
def f3(a, /, b, *, c): pass
def f4(*args, **kw): pass
def f5(a, *args, b, **kw): pass
def f6(a, b, /, c=3, *, d, e=5): pass
def f7(x, y=2, /): pass
class K:
    def m(self, a, *, k=1): pass
    @classmethod
    def cm(cls, a): pass
    @staticmethod
    def sm(a, b): pass
fs = [f0, f1, f2, f3, f4, f5, f6, f7, K().m, K.m, K.cm, K.sm, lambda q, *, r: 0]
calls = [((), {}), ((1,), {}), ((1, 2), {}), ((1, 2, 3), {}), ((1, 2, 3, 4, 5), {}), ((), {"a": 1}), ((1,), {"a": 1}), ((1,), {"b": 2}),
         ((1,), {"c": 3}), ((1, 2), {"c": 3}), ((1, 2), {"d": 4}), ((1, 2), {"c": 3, "d": 4}), ((), {"zz": 1}), ((1,), {"k": 2, "kk": 3}),
         ((1,), {"x": 1}), ((1, 2), {"x": 1, "y": 2}), ((1,), {"q": 1}), ((), {"q": 1, "r": 2}), ((1, 2), {"b": 1, "a": 2})]
for fn in fs:
    for a, k in calls:
        try: fn(*a, **k); r = "ok"
        except TypeError as e: r = str(e)
        print(getattr(fn, "__qualname__", "?"), a, sorted(k), r)
def g(alpha, *, beta=1, gamma): pass
for kw in [{"alpah": 1, "gamma": 1}, {"alpha": 1, "gama": 2}, {"alpha": 1, "gamma": 1, "betta": 2}, {"zeta": 0}]:
    try: g(**kw)
    except TypeError as e: print(e)
