a, *middle, z = range(6)
print(a, middle, z)
(x, y), w = (1, 2), 3
print(x, y, w)
first, second = "hi"
print(first, second)
def f(*args, **kwargs):
    return args, kwargs
print(f(*[1, 2], *(3,), **{"k": 4}, m=5))
merged = [*range(3), *"ab"]
print(merged, {**{"a": 1}, "b": 2})
