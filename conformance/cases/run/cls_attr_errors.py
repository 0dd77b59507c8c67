# instance and class attribute errors with suggestions
class Account:
    balance = 0
    def __init__(self): self.owner = "x"
    def deposit(self, n): pass
a = Account()
for name in ("balanse", "ownr", "deposti", "zzzzzz", "__len__"):
    try:
        getattr(a, name)
    except AttributeError as e:
        print(type(e).__name__, e, e.name, e.obj is a)
try:
    Account.balanse
except AttributeError as e:
    print(type(e).__name__, e, e.name, e.obj is Account)
try:
    del a.nothing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del Account.nothing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    object().x = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    object().x
except AttributeError as e:
    print(type(e).__name__, e)
try:
    (1).real = 2
except AttributeError as e:
    print(type(e).__name__, e)
try:
    "s".upper = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    [].append = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    (lambda: 0).__code__.co_foo
except AttributeError as e:
    print(type(e).__name__, e)
try:
    None.foo
except AttributeError as e:
    print(type(e).__name__, e)
try:
    int.foo
except AttributeError as e:
    print(type(e).__name__, e)
try:
    type.__abstractmethods__
except AttributeError as e:
    print(type(e).__name__, e)
