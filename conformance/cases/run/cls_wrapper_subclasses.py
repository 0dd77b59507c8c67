# Subclasses of classmethod and staticmethod take the wrapped function's __module__, __name__,
# __qualname__ and __doc__ as the builtins do (their __init__ slot comes from the builtin's wrapper).
def f(cls):
    "doc of f"
class CM(classmethod): pass
class SM(staticmethod): pass
for w in (classmethod(f), CM(f), staticmethod(f), SM(f)):
    print(type(w).__name__, w.__doc__, w.__name__, w.__qualname__, w.__wrapped__ is f)
