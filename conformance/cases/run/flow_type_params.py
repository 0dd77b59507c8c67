# PEP 695: type statements, generic functions and classes, TypeVar/ParamSpec/TypeVarTuple
type Alias = list
print(type(Alias).__name__, Alias.__name__, Alias.__value__, Alias.__type_params__, repr(Alias))
type Pair[T] = (tuple, T)
print(Pair.__type_params__, repr(Pair.__value__)[:5])
type Lazy = UndefinedName
print(Lazy.__name__)
try:
    Lazy.__value__
except NameError as e:
    print("lazy:", e)
def first[T](xs: "list[T]") -> T:
    return xs[0]
print(first([5]), first.__type_params__)
T0 = first.__type_params__[0]
print(type(T0).__name__, T0.__name__, repr(T0), T0.__bound__, T0.__constraints__, T0.__covariant__, T0.__contravariant__, T0.__infer_variance__)
def bounded[T: int, *Ts, **P](): pass
tps = bounded.__type_params__
print([type(t).__name__ for t in tps], [repr(t) for t in tps], tps[0].__bound__)
def constrained[S: (int, str)](): pass
print(constrained.__type_params__[0].__constraints__)
def lazy_bound[T: Undefined](): pass
try:
    lazy_bound.__type_params__[0].__bound__
except NameError as e:
    print("bound lazy:", e)
try:
    type X = 1
    X.__name__ = "y"
except AttributeError as e:
    print(type(e).__name__)
print(Alias.__module__)
type Rec[K, V] = dict
print(Rec.__type_params__, Rec.__value__, [type(p).__name__ for p in Rec.__type_params__])
def dflt[T = int, *Ts = (str,), **P = [bytes]](): pass
print(dflt.__type_params__)
def tp_set(): pass
tp_set.__type_params__ = (1,)
print(tp_set.__type_params__)
try:
    tp_set.__type_params__ = [1]
except TypeError as e:
    print(e)
def outer[A]():
    def inner[B](x: A) -> B:
        return x
    return inner
print(outer.__type_params__, outer().__type_params__)
class Holder:
    def method[M](self, m: M) -> M:
        return m
print(Holder().method(4), Holder.method.__type_params__)
type Later = Holder
print(Later.__value__ is Holder)
