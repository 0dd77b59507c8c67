# assert: passing and failing forms, lazily evaluated messages, message types, -O semantics
assert True
assert 1, "never shown"
assert [0], "non-empty list is true"
def check(cond, msg=None):
    try:
        if msg is None:
            assert cond
        else:
            assert cond, msg
        return "ok"
    except AssertionError as e:
        return (type(e).__name__, e.args, str(e))
print(check(0))
print(check("", "empty string"))
print(check([], ["list", "message"]))
print(check(None, 42))
print(check(False, None))
print(check(0, ("tuple", "msg")))
print(check(1 == 2, f"{1} != {2}"))
evaluated = []
def msg():
    evaluated.append("called")
    return "lazy message"
assert 1, msg()
print(evaluated)
try:
    assert 0, msg()
except AssertionError as e:
    print(evaluated, e)
class Falsy:
    def __bool__(self):
        print("bool called")
        return False
try:
    assert Falsy(), "falsy object"
except AssertionError as e:
    print(e)
class BadBool:
    def __bool__(self):
        raise ValueError("no truth value")
try:
    assert BadBool()
except ValueError as e:
    print(type(e).__name__, e)
def bad_msg():
    raise KeyError("message failed")
try:
    assert False, bad_msg()
except KeyError as e:
    print(type(e).__name__, e)
try:
    assert 0, AssertionError("exception as message")
except AssertionError as e:
    print(repr(e.args[0]))
print(__debug__)
def in_loop():
    for i in range(5):
        try:
            assert i % 2 == 0, i
        except AssertionError as e:
            yield e.args[0]
print(list(in_loop()))
AssertionError = ValueError
try:
    assert False, "shadowed name"
except Exception as e:
    print(type(e).__name__)
del AssertionError
try:
    assert (1, 2) == (1, 3), "tuple compare"
except AssertionError as e:
    print(e, e.__context__, e.__cause__)
try:
    raise AssertionError
except AssertionError as e:
    print(repr(e), e.args)
print(check(lambda: 0, "lambda is truthy"))
x = 5
assert x > 0 and x < 10, "range"
assert isinstance(x, int)
def nested_assert():
    try:
        assert x < 0, "first"
    except AssertionError:
        assert x > 100, "second"
nested_assert()
