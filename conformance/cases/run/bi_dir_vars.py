# dir() and vars(): sorting, __dir__, modules, instances, errors
class Base:
    b = 1
    def bm(self):
        pass
class C(Base):
    c = 2
    def __init__(self):
        self.inst = 3
print([n for n in dir(C()) if not n.startswith('__')])
print([n for n in dir(C) if not n.startswith('__')])
print(vars(C()), sorted(k for k in vars(C) if not k.startswith('__')))
class Custom:
    def __dir__(self):
        return ['zeta', 'alpha', 'Mid']
print(dir(Custom()))
class BadDir:
    def __dir__(self):
        return 5
try:
    dir(BadDir())
except TypeError as e:
    print(e)
class TupleDir:
    def __dir__(self):
        return ('b', 'a')
print(dir(TupleDir()))
def local_scope():
    x = 1
    y = 2
    return dir()
print(local_scope())
import sys
print('modules' in dir(sys), 'path' in dir(sys), dir(sys) == sorted(dir(sys)))
print([n for n in dir(1) if not n.startswith('_')])
print([n for n in dir('') if not n.startswith('_')][:5])
print([n for n in dir([]) if not n.startswith('__')])
for bad in [lambda: vars(1), lambda: vars(1, 2), lambda: dir(1, 2), lambda: vars([])]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
class WithSlots:
    __slots__ = ('s',)
try:
    vars(WithSlots())
except TypeError as e:
    print(e)
import builtins
print(vars(builtins) is builtins.__dict__)
def f():
    a = 1
    b = 'x'
    return vars()
print(f())
print(vars(sys) is sys.__dict__, sorted(vars(sys)) == sorted(sys.__dict__), vars() is globals())
