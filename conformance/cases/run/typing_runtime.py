import typing
from typing import TypeVar, ParamSpec, TypeVarTuple, Optional, Generic, List, get_type_hints, Protocol, TypedDict, NamedTuple, Literal, Annotated, cast, Callable, overload, Tuple, Union, NewType, runtime_checkable, get_origin, get_args, Any, ClassVar, Final
T = TypeVar("T"); P = ParamSpec("P"); Ts = TypeVarTuple("Ts")
print(T, P, P.args, P.kwargs, Ts, typing.Union[int, str], Optional[int], int | T)
class A(Generic[T]):
    x: list[T]
print(A.__parameters__, list[T][int], dict[str, T][int])
def f(a: int, b: "str") -> List[int]: pass
class P2(Protocol):
    def m(self) -> int: ...
print(cast(int, "3"), get_args(Literal[1, 2]), get_args(Callable[[int], str]))
@overload
def g(x: int) -> int: ...
def g(x): return x
print(g(3), type[int], Union[int, None], NewType("U", int)(3))
class B[X, Y]: pass
print(B.__type_params__, get_args(B[int, str]), get_origin(B[int, str]))
type Al[K] = dict[K, int]
print(Al[str].__value__ if hasattr(Al[str], '__value__') else None, Al.__value__)
print(runtime_checkable(P2))
print(T.__reduce__(), P.args == P.args, P.args.__origin__ is P, typing.ParamSpecArgs(P))
try:
    class D(T): pass
except TypeError as e: print(e)
print(Union[int, str] == (int | str), Union[int] is int, typing.Union, type(int | str))
print(list(Ts)[0].__class__.__name__, Optional[T][int])
print(ParamSpec("Q", bound=int).__bound__, TypeVar("V", int, str).__constraints__, TypeVar("W", default=int).__default__)
print(Callable[P, T][[int, str], bool] == Callable[[int, str], bool], get_args(Callable[P, T][[int], str]))
print(Tuple[int, *Ts].__args__[1].__class__.__name__)
class G2(Generic[T, P]): pass
print(get_args(G2[int, [str]]))
try: Generic[int]
except TypeError as e: print(e)
try: A[int, str]
except TypeError as e: print(e)
for bad in (lambda: Union[()], lambda: Union[1], lambda: T | 1):
    try: bad()
    except TypeError as e: print(e)
print(typing.Union[int, T][str], (int | list[T])[str], (list[T] | None).__parameters__)
print(typing.NoDefault, T.has_default(), typing._idfunc(5), typing.ParamSpecKwargs(P) == P.kwargs)
