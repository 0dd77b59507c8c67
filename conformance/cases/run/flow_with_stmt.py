# with statement: enter/exit order, exceptions in __exit__, suppression, errors
class CM:
    def __init__(self, name, swallow=False, fail_exit=False):
        self.name, self.swallow, self.fail_exit = name, swallow, fail_exit
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev, tb is not None)
        if self.fail_exit:
            raise RuntimeError("exit of " + self.name)
        return self.swallow
with CM("a") as a, CM("b") as b:
    print("body", a.name, b.name)
with CM("s", swallow=True):
    1 / 0
print("after swallow")
try:
    with CM("outer"), CM("inner", fail_exit=True):
        raise ValueError("body error")
except RuntimeError as e:
    print(repr(e), repr(e.__context__))
def ret():
    with CM("r"):
        return "value"
print(ret())
for i in range(3):
    with CM(str(i)):
        if i == 0:
            continue
        if i == 1:
            break
class NoExit:
    def __enter__(self):
        return 1
try:
    with NoExit():
        pass
except TypeError as e:
    print(e)
class NoEnter:
    def __exit__(self, *a):
        pass
try:
    with NoEnter():
        pass
except TypeError as e:
    print(e)
try:
    with 5:
        pass
except TypeError as e:
    print(e)
class Truthy:
    def __bool__(self):
        print("bool called")
        return True
class CM2:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return Truthy()
with CM2():
    raise KeyError
print("truthy swallowed")
class EnterFails:
    def __enter__(self):
        raise ValueError("enter failed")
    def __exit__(self, *a):
        print("never")
try:
    with EnterFails():
        print("never body")
except ValueError as e:
    print(e)
with CM("t") as (x):
    pass
class Tup:
    def __enter__(self):
        return (1, 2)
    def __exit__(self, *a):
        pass
with Tup() as (p, q):
    print(p, q)
with CM("last", fail_exit=True):
    print("about to fail")
