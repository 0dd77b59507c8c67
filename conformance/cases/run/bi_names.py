# the builtins namespace: names present, types of entries
import builtins
names = [n for n in dir(builtins) if not n.startswith('_')]
funcs = sorted(n for n in names if type(getattr(builtins, n)).__name__ == 'builtin_function_or_method')
print(funcs)
types = sorted(n for n in names if isinstance(getattr(builtins, n), type) and not issubclass(getattr(builtins, n), BaseException))
print(types)
excs = sorted(n for n in names if isinstance(getattr(builtins, n), type) and issubclass(getattr(builtins, n), BaseException))
print(len(excs), excs[:10])
print([n for n in ('__import__', '__build_class__', '__name__', '__debug__') if n in dir(builtins)])
print(builtins.__name__, builtins.True_ if hasattr(builtins, 'True_') else True, builtins.len is len)
print(len.__name__, len.__qualname__, len.__module__, print.__self__ is builtins, repr(len))
print(type(builtins.__dict__).__name__, builtins.__dict__['len'] is len)
import sys
print(sys.modules['builtins'] is builtins, __builtins__ is builtins or __builtins__ is builtins.__dict__)
