# the singletons None, NotImplemented, Ellipsis: types, reprs, truthiness, constructors, errors
NoneType = type(None)
NotImplementedType = type(NotImplemented)
EllipsisType = type(...)
print(NoneType.__name__, NotImplementedType.__name__, EllipsisType.__name__)
print(repr(None), repr(NotImplemented), repr(...), repr(Ellipsis), str(...))
print(NoneType() is None, NotImplementedType() is NotImplemented, EllipsisType() is ...)
print(... is Ellipsis, bool(None), bool(...), None.__bool__(), hash(None) == hash(None))
print(None == None, None != 0, None is not False, ... == ..., NotImplemented == NotImplemented)
print(None.__class__ is NoneType, NotImplemented.__reduce__(), Ellipsis.__reduce__())
print(None.__repr__(), f"{None}|{...!r}|{NotImplemented!s}", "%s %r" % (None, ...))
print(format(None), format(..., ""), [None] * 2, (...,) * 2)
for ctor, args in [(NoneType, (1,)), (EllipsisType, (1,)), (NotImplementedType, (1,)),
                   (NoneType, ()), (EllipsisType, ())]:
    try:
        print(ctor(*args))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    NoneType(x=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    bool(NotImplemented)
except TypeError as e:
    print(type(e).__name__, e)
for op in ("None + 1", "None < None", "... < ...", "None()", "None[0]", "len(None)",
           "iter(None)", "None.x", "...[0]", "-None", "None.x = 1", "... + ..."):
    try:
        exec(op)
    except (TypeError, AttributeError) as e:
        print(op, "->", type(e).__name__, e)
for t in (NoneType, NotImplementedType, EllipsisType):
    try:
        class Sub(t):
            pass
    except TypeError as e:
        print(type(e).__name__, e)
for name in ("None", "Ellipsis", "NotImplemented"):
    print(name, eval(name) is getattr(__builtins__, name))
class Cmp:
    def __eq__(self, other):
        return NotImplemented
    def __lt__(self, other):
        return NotImplemented
    def __add__(self, other):
        return NotImplemented
c = Cmp()
print(c == c, c == 1, c != 2, Cmp.__eq__(c, 1))
for expr in ("c < 1", "c + 1", "1 + c", "c < c"):
    try:
        eval(expr)
    except TypeError as e:
        print(expr, "->", e)
def f():
    pass
print(f(), (lambda: None)(), {}.get(1), print() is None)
x = [1, 2, 3]
print(x[...] if isinstance(x, dict) else "list", {...: "ellipsis key"}[...])
class Idx:
    def __getitem__(self, k):
        return k
print(Idx()[...], Idx()[..., 1], Idx()[1:..., ...])
print(sorted([None, None], key=lambda v: 0), None.__eq__(None), None.__eq__(1), None.__ne__(0))
print(NotImplemented.__class__.__name__, type(None).__bool__(None), Ellipsis.__class__ is EllipsisType)
print(...)
None < 1
