# Classes over variable-size builtins (int, tuple, bytes: tp_itemsize != 0) get a __dict__ but no
# __weakref__, take no __slots__ at all, and their instances cannot be weakly referenced.
import weakref, sys
class I(int): pass
print(hasattr(I, '__weakref__'), '__weakref__' in I.__dict__, '__dict__' in I.__dict__)
try: weakref.ref(I(5))
except TypeError as e: print(e)
for base in (int, tuple, bytes, str, float, list, object):
    T = type('T', (base,), {})
    print(base.__name__, '__weakref__' in T.__dict__, '__dict__' in T.__dict__)
try:
    class X(int): __slots__ = ('__weakref__',)
except TypeError as e: print(e)
class Y: __slots__ = ('__weakref__',)
try:
    class Z(Y): __slots__ = ('__weakref__',)
except TypeError as e: print(e)
class TT(tuple): pass
print(sys.getrefcount(TT))
