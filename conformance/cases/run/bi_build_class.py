# __build_class__ through class statements: metaclass __prepare__/__new__, keywords, __init_subclass__, __mro_entries__, errors
class Base:
    pass
class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        print('Meta.__new__', name, sorted(k for k in ns if not k.startswith('__')), kw)
        return super().__new__(mcs, name, bases, ns)
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print('__prepare__', name, bases, kw)
        return {'prepared': True}
class WithMeta(metaclass=Meta, flag=1):
    y = 2
print(WithMeta.prepared, type(WithMeta).__name__, WithMeta.y)
class Init:
    def __init_subclass__(cls, **kw):
        print('init_subclass', cls.__name__, kw)
class Child(Init, tag='t'):
    pass
class Grand(Child):
    pass
try:
    class BadKw(Base, tag=1):
        pass
except TypeError as e:
    print(e)
class Entries:
    def __mro_entries__(self, bases):
        print('mro_entries', len(bases))
        return (Base,)
class FromEntries(Entries(), Init):
    pass
print(FromEntries.__bases__, FromEntries.__orig_bases__[0].__class__.__name__, [c.__name__ for c in FromEntries.__mro__])
class Empty:
    def __mro_entries__(self, bases):
        return ()
class OnlyEmpty(Empty()):
    pass
print(OnlyEmpty.__bases__, len(OnlyEmpty.__orig_bases__))
for body in ['class Bad(5): pass', 'class Bad2(Base, Base): pass', 'class Bad3(int, str): pass', 'class Bad4(metaclass=5): pass',
             'class Bad5(True): pass', 'class Bad6(metaclass=lambda *a: 42): pass']:
    try:
        exec(body)
        print('ok', body, Bad6 if 'Bad6' in body else '')
    except TypeError as e:
        print(type(e).__name__, e)
class PrepBad(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return 5
try:
    class UsesPrepBad(metaclass=PrepBad):
        pass
except TypeError as e:
    print(e)
class Multi(Base, Init):
    pass
print([c.__name__ for c in Multi.__mro__])
def make():
    class Local:
        def m(self):
            return __class__
    return Local
L = make()
print(L().m() is L, L.__qualname__)
class Slotted:
    __slots__ = ('a',)
    def __init__(self):
        self.a = 1
print(Slotted().a, hasattr(Slotted(), '__dict__'))
class Conflict(metaclass=Meta):
    class Inner(Base):
        pass
print(Conflict.Inner.__qualname__)
class M2(type):
    pass
class WithM2(metaclass=M2):
    pass
class BothMeta(WithMeta, WithM2):
    pass
