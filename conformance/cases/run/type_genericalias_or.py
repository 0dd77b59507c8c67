# GenericAlias | GenericAlias (and with types, None and unions) is a typing.Union (ga_as_number's
# nb_or is _Py_union_type_or); equal aliases are one member.
u = list[int] | dict[str, int]
print(type(u).__name__, u, u.__args__)
print(list[int] | None, int | list[str], list[int] | list[int], (int | str) | tuple[int, ...])
print(list[int] | dict[str, int] == dict[str, int] | list[int], hash(list[int] | None) == hash(list[int] | None))
print((list[int] | str).__args__, type(list[int] | int).__name__)
for bad in (lambda: list[int] | 1, lambda: "x" | list[int]):
    try:
        bad()
    except TypeError as e:
        print(e)
print(isinstance(3, int | str), list[int].__or__(str), list[int].__ror__(None))
