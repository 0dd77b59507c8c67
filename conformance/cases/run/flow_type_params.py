# PEP 695: type statements, generic functions and classes, TypeVar/ParamSpec/TypeVarTuple
type Alias = list[int]
print(type(Alias).__name__, Alias.__name__, Alias.__value__, Alias.__type_params__, repr(Alias))
type Pair[T] = tuple[T, T]
print(Pair.__type_params__, Pair.__value__)
type Lazy = UndefinedName
print(Lazy.__name__)
try:
    Lazy.__value__
except NameError as e:
    print("lazy:", e)
def first[T](xs: list[T]) -> T:
    return xs[0]
print(first([5]), first.__type_params__)
T0 = first.__type_params__[0]
print(type(T0).__name__, T0.__name__, repr(T0), T0.__bound__, T0.__constraints__, T0.__covariant__, T0.__contravariant__, T0.__infer_variance__)
def bounded[T: int, *Ts, **P](): pass
tps = bounded.__type_params__
print([type(t).__name__ for t in tps], [repr(t) for t in tps], tps[0].__bound__)
def constrained[S: (int, str)](): pass
print(constrained.__type_params__[0].__constraints__)
class Box[T]:
    def __init__(self, item: T):
        self.item = item
    def get(self) -> T:
        return self.item
print(Box.__type_params__, Box(3).get(), Box.__mro__[-2].__name__ if len(Box.__mro__) > 2 else Box.__mro__)
print(Box[int], Box.__parameters__)
class Sub[U](Box[U]):
    pass
print(Sub.__type_params__, Sub.__orig_bases__ if hasattr(Sub, "__orig_bases__") else None)
type Rec[K, V] = dict[K, "Rec[K, V]"]
print(Rec.__type_params__, repr(Rec[str, int]))
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
