# try/except/else/finally, raise from, custom exceptions, with
class MyError(Exception):
    pass

def risky(n):
    if n == 0:
        raise ValueError("zero!")
    if n == 1:
        raise MyError("custom", 1)
    return 10 // (n - 2)

for n in range(4):
    try:
        r = risky(n)
    except ValueError as e:
        print("ValueError:", e)
    except MyError as e:
        print("MyError:", e, e.args)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    else:
        print("ok", r)
    finally:
        print("finally", n)

try:
    try:
        {}["missing"]
    except KeyError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    print(repr(e), repr(e.__cause__))

class CM:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, t, v, tb):
        print("exit", t.__name__ if t else None, v)
        return True

with CM() as cm:
    print("inside")
    raise IndexError("suppressed")
print("after with")

def gen_errors():
    try:
        [1][5]
    except IndexError as e:
        print("IndexError:", e)
    try:
        int("abc")
    except ValueError as e:
        print("ValueError:", e)
    try:
        None.foo
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        undefined_name
    except NameError as e:
        print("NameError:", e)
    try:
        1 + "a"
    except TypeError as e:
        print("TypeError:", e)
    try:
        len(5)
    except TypeError as e:
        print("TypeError:", e)
    try:
        raise
    except RuntimeError as e:
        print("RuntimeError:", e)
gen_errors()

def outer():
    inner()
def inner():
    x = [1, 2, 3]
    return x[10]
outer()
