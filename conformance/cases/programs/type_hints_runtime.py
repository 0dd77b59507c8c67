from typing import NamedTuple

class Point(NamedTuple):
    x: int
    y: int = 0

def scale(p: Point, k: float) -> Point:
    return Point(p.x * k, p.y * k)

print(scale(Point(2, 3), 2), Point(1), Point._fields)
print(scale.__annotations__)

type Pair[T] = tuple[T, T]
print(Pair.__value__, Pair.__type_params__)

def first[T](xs: list[T]) -> T:
    return xs[0]
print(first([9, 8]), first.__type_params__)
