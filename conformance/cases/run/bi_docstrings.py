# Docstrings of builtin functions, types and their descriptors (tp_doc, ml_doc, getset docs).
import builtins, math, sys, time, gc

def show(label, obj):
    d = obj.__doc__
    print(f"--- {label}: {type(d).__name__}")
    print(d)

for f in (len, print, sorted, repr, abs, isinstance, getattr, iter, next, min, sum, hash, divmod, format):
    show(f.__name__, f)

for t in (int, str, list, dict, tuple, float, bool, range, enumerate, zip, map, filter,
          object, type, property, staticmethod, classmethod, super, memoryview, bytes,
          BaseException, Exception, ValueError, KeyError, StopIteration, OSError):
    show(t.__name__, t)

for f in (math.sqrt, math.gcd, math.isclose, sys.getrefcount, sys.intern, sys.exit, time.time, gc.collect):
    show(f"{f.__module__}.{f.__name__}", f)

show("str.join", str.join)
show("list.append", list.append)
show("[].append", [].append)
show("dict.get", dict.get)
show("dict.fromkeys", dict.fromkeys)
show("object.__init__", object.__init__)
show("int.__init__", int.__init__)
show("type.mro", type.mro)
show("int.bit_length", int.bit_length)
show("(5).bit_length", (5).bit_length)
show("float.hex", float.hex)
show("float.fromhex", float.fromhex)
show("int.__add__", int.__add__)
show("(1).__add__", (1).__add__)
show("object.__repr__", object.__repr__)
show("str.maketrans", str.maketrans)
show("int.real", int.real)
show("int.numerator", int.numerator)
show("complex.real", complex.real)
show("BaseException.args", BaseException.args)
show("property.fget", property.fget)
show("dict.__dict__['fromkeys']", dict.__dict__['fromkeys'])
show("int.__dict__['__doc__']", int.__dict__['__doc__'])
show("(3).__doc__", (3).__doc__)
def gen():
    yield 1
show("function type", type(gen))
show("generator.send", type(gen()).send)
show("NoneType", type(None))
show("staticmethod instance in a type's dict", str.__dict__['maketrans'])

print(type.__doc__ is not None, len.__doc__ is not None, list.sort.__doc__ is not None)
print(sum(1 for n in dir(builtins) if isinstance(getattr(builtins, n), type(len)) and getattr(builtins, n).__doc__ is None))

# Python classes and functions keep their own docs
class C:
    "my class"
    def m(self):
        "my method"
    @property
    def p(self):
        "my property"
class D(C):
    pass
def f():
    pass
print(C.__doc__, C.m.__doc__, C().m.__doc__, C.p.__doc__, D.__doc__, f.__doc__)
class E(Exception):
    pass
class S:
    __slots__ = ("a", "__weakref__")
print(repr(C.__dict__['__dict__'].__doc__), repr(C.__dict__['__weakref__'].__doc__), repr(S.a.__doc__), repr(S.__weakref__.__doc__))
print(E.__doc__, E.__dict__['__doc__'])
class L(list):
    "sub"
print(L.__doc__, L.append.__doc__ == list.append.__doc__, L().append.__doc__ == list.append.__doc__)
try:
    len.__doc__ = "x"
except Exception as e:
    print(type(e).__name__, e)
int.__doc__ = "no"
