# allocations that cannot succeed raise MemoryError at once (sizes past what a list/tuple can hold)
for t in ["[0] * 2**30", "[0, 1] * 2**29", "(0,) * 2**30", "['a'] * (2**31 - 1)", "'a' * (2**31 - 1)"]:
    try:
        x = eval(t)
        print(t, "ok", len(x))
    except MemoryError as e:
        print(t, "MemoryError", e.args)
l = [1, 2]
try:
    l *= 2**30
except MemoryError:
    print("l *= : MemoryError", len(l))
print(len([0] * 10**6), len((1, 2) * 10**5))
