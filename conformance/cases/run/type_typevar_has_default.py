# PEP 696 defaults of type parameters: __default__ (typing.NoDefault when none) and has_default(),
# for TypeVar, ParamSpec and TypeVarTuple, from PEP 695 syntax (evaluated lazily) and constructors.
def _f[T, **P, *Ts](): pass
TypeVar, ParamSpec, TypeVarTuple = (type(p) for p in _f.__type_params__)
T = TypeVar("T"); N = TypeVar("N", default=None)
P = ParamSpec("P"); Ts = TypeVarTuple("Ts"); Ts2 = TypeVarTuple("Ts2", default=None)
for x in (T, N, P, Ts, Ts2):
    print(repr(x), x.has_default(), x.__default__)
ND = T.__default__
print(repr(ND), type(ND).__name__, type(ND).__module__, type(ND)() is ND, ND is P.__default__, TypeVar("X", default=ND).has_default())
def f[A, B = str, **D = [int]](): pass
print([(repr(p), p.has_default(), p.__default__) for p in f.__type_params__])
class K[Z = list[int]]: pass
print(K.__type_params__[0].__default__, K.__type_params__[0].has_default())
def lazy[L = undefined_name](): pass
L = lazy.__type_params__[0]
print(L.has_default())
try:
    L.__default__
except NameError as e:
    print("NameError", e)
try:
    type(ND)(1)
except TypeError as e:
    print(e)
print(bool(ND), ND == ND, str(ND), [x for x in _f.__type_params__ if x.has_default()])
