# sq_concat / sq_repeat of classes: an own __add__ or __mul__ takes them away (CPython's SQSLOT(..., NULL)),
# so NotImplemented from it is a TypeError; builtin ones inherited; set or deleted later.
class L(list):
    def __add__(self, o): return NotImplemented
class M(list): pass
class S(str):
    def __mul__(self, o): return NotImplemented
class T(tuple):
    def __rmul__(self, o): return "rmul"
class U(str):
    def __add__(self, o): return "own " + str.__add__(self, o)
for f in (lambda: L([1]) + L([2]), lambda: M([1]) + M([2]), lambda: M([1]) * 2, lambda: S("a") * 2, lambda: 2 * S("a"),
          lambda: T((1,)) * 2, lambda: 2 * T((1,)), lambda: U("a") + "b", lambda: [1] + L([2]), lambda: L([1]) * 2):
    try: print(f())
    except TypeError as e: print("TypeError", e)
del L.__add__
print(L([1]) + L([2]))
M.__add__ = lambda s, o: "set later"
print(M([1]) + M([2]))
class N(M): pass
print(N([1]) + N([2]))
