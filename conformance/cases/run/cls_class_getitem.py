# __class_getitem__ and builtin generic aliases
class Box:
    def __class_getitem__(cls, item):
        return f"Box[{item!r}]"
print(Box[int], Box["x"], Box[1, 2])
class Sub(Box): pass
print(Sub[str])
print(type(Box.__dict__["__class_getitem__"]).__name__)

print(list[int])
print(dict[str, int])
print(tuple[int, ...])
print(type[int])
print(set[frozenset[int]])
print(list[list[int]])
print(repr(dict[str, list[int]]))
ga = list[int]
print(type(ga).__name__, ga.__origin__, ga.__args__)
print(dict[str, int].__args__)
print(ga == list[int], ga != list[str])
print(list[int]() , ga([1, 2]))
print(isinstance([], list), list[int].__parameters__)
try:
    isinstance([], list[int])
except TypeError as e:
    print(type(e).__name__, e)
try:
    int[str]
except TypeError as e:
    print(type(e).__name__, e)
try:
    object()[0]
except TypeError as e:
    print(type(e).__name__, e)
class Plain: pass
try:
    Plain[int]
except TypeError as e:
    print(type(e).__name__, e)
print(tuple[()])
print(list[None])
