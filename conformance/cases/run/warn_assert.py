# "assertion is always true, perhaps remove parentheses?" for an assert whose test is a
# non-empty tuple; the assert then never fails.
x = 0
assert (x, "x must be true")
assert (x,)
assert ()  if x else 1  # no warning: not a tuple test
try:
    assert ()
except AssertionError as e:
    print("AssertionError", repr(e))
assert x == 0, "fine"


def f(v):
    assert (v > 10, "too small")
    return v


print(f(1))


class K:
    assert (1, 2)
    ok = True


print(K.ok)
try:
    assert x, ("a", "b")
except AssertionError as e:
    print("AssertionError", e)
try:
    assert (x is 1, "m")
except AssertionError as e:
    print("unreachable", e)
print("end")
assert (False,), "never raised"
assert False, ("raised", 1)
