# Which builtin exception types have a __new__ of their own (add_tp_new_wrapper: the ones whose
# C struct sets tp_new) and how those wrappers check their argument.
import builtins
ts = [v for k, v in vars(builtins).items() if isinstance(v, type) and issubclass(v, BaseException)]
print(sorted(t.__name__ for t in ts if '__new__' in t.__dict__))
print(sorted(t.__name__ for t in ts if '__new__' not in t.__dict__))
print(sorted(t.__name__ for t in ts if '__init__' in t.__dict__))
print(ValueError.__new__ is Exception.__new__, KeyError.__new__ is LookupError.__new__)
print(ValueError.__new__.__qualname__, ValueError.__new__.__self__ is ValueError)
e = ValueError.__new__(ValueError, 1, 2)
print(type(e).__name__, e.args)
print(type(Exception.__new__(KeyError, "k")).__name__)
class MyErr(UnicodeError):
    pass
print(type(UnicodeError.__new__(MyErr)).__name__)
for call in (lambda: ValueError.__new__(int), lambda: ValueError.__new__(), lambda: ValueError.__new__(5), lambda: ZeroDivisionError.__new__(ValueError)):
    try:
        call()
    except TypeError as err:
        print("TypeError:", err)
