from typing import (Any, Callable, ClassVar, Final, Generic, Literal, NamedTuple, Optional, Protocol,
                    TypedDict, TypeVar, Union, cast, get_args, get_origin, get_type_hints, overload,
                    runtime_checkable, NewType, Annotated, Self)
import typing

T = TypeVar("T")
K = TypeVar("K", bound=str)

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()

s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), Stack[int], Stack.__parameters__, Stack[str].__args__)

@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...

class Resource:
    def close(self) -> None:
        print("closed")

print(isinstance(Resource(), Closable), isinstance(42, Closable))

class Movie(TypedDict, total=False):
    title: str
    year: int
m: Movie = {"title": "Up"}
print(m, Movie.__required_keys__, sorted(Movie.__optional_keys__))

class Coord(NamedTuple):
    lat: float
    lon: float = 0.0
    def __str__(self):
        return f"({self.lat}, {self.lon})"
print(Coord(1.5), repr(Coord(2, 3)), Coord._fields)

UserId = NewType("UserId", int)
print(UserId(5), UserId.__name__, UserId)

def f(a: int, b: Optional[str] = None, *, c: list[dict[str, int]] | None = None) -> Union[int, str]:
    return a
print(get_type_hints(f))
print(get_origin(list[int]), get_args(dict[str, list[int]]), get_args(Optional[int]), get_origin(Literal[1, 2]))
print(Optional[int], Union[int, str, None], Callable[[int, str], bool], Literal["a", "b"], Annotated[int, "meta"])
print(int | None, list[int] | dict[str, T], typing.List[int], typing.Dict[str, typing.Any])
print(cast(int, "not really"), Any, ClassVar[int], Final[str])

@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2
print(double(2), double("ab"), len(typing.get_overloads(double)))

class Node:
    def clone(self) -> Self:
        return type(self)()
print(type(Node().clone()).__name__, get_type_hints(Node.clone))

type Pair[A] = tuple[A, A]
print(Pair, Pair.__value__, Pair[int], Pair.__type_params__)
def first[X](xs: list[X]) -> X:
    return xs[0]
print(first([7, 8]), first.__type_params__)
try:
    isinstance(1, list[int])
except TypeError as e:
    print(type(e).__name__, e)
try:
    Stack[int, str]
except TypeError as e:
    print(type(e).__name__, e)
try:
    isinstance(Resource(), type("P", (Protocol,), {}))
except TypeError as e:
    print(type(e).__name__, e)
