# Codegen's SyntaxWarnings: "is" with a literal, literals that are called or subscripted,
# and sequence literals indexed by a non-integer. Each is emitted once, at compile time,
# and the code still raises at run time.
x = 5
name = "a"
print(x is 1, x is not 'a', x is None, x is (1, 2), x is ())
print(1 is x, None is x, x is ..., x is True, x is -1, x is [1])
if x is 5 < 10:
    print("chained")
print(x is None is 1)
while x is 0:
    pass


def checks(v):
    return [v is 2.5, v is not b"b", v is 1j]


print(checks(7))
calls = [lambda: (1, 2)(), lambda: [1](), lambda: "s"(), lambda: 1(), lambda: None(),
         lambda: {1}(), lambda: {1: 2}(), lambda: f"{x}"(), lambda: (i for i in "a")(),
         lambda: [i for i in "a"](), lambda: {i for i in "a"}(), lambda: {i: 1 for i in "a"}(),
         lambda: ...(), lambda: True(), lambda: 2.5()]
for fn in calls:
    try:
        fn()
    except TypeError as e:
        print("TypeError", e)
subs = [lambda: 1[0], lambda: None[0], lambda: True[0], lambda: 1.5[0], lambda: 2j[0],
        lambda: ...[0], lambda: {1}[0], lambda: {i for i in "a"}[0],
        lambda: (i for i in "a")[0], lambda: (lambda: 1)[0]]
for fn in subs:
    try:
        fn()
    except TypeError as e:
        print("TypeError", e)
str_idx = [lambda: "abc"["b"], lambda: f"{x}"[None], lambda: "abc"[{}], lambda: b"a"[(1,)]]  # warned, not called
print(len(str_idx))
idx = [lambda: [1]["b"], lambda: (1,)[1.5], lambda: [i for i in "a"][()],
       lambda: [1][1j], lambda: [1][{1}],
       lambda: [1][[1]], lambda: [1][f"a"], lambda: (1,)[(i for i in "")]]
for fn in idx:
    try:
        fn()
    except TypeError as e:
        print("TypeError", e)
# no warnings
print("abc"[1], [1][True], (1, 2)[x - 4:], {1: 2}[1], "abc"[x - 5], (lambda: 7)())
print(x.__class__(), name.upper(), [1][0:1])
(1, 2)[0:1]
print("done")
