# __import__ and __build_class__ called directly; class creation hooks
m = __import__('sys')
print(m.__name__, __import__('math').floor(2.5))
print(type(__import__).__name__, type(__build_class__).__name__)
for bad in [lambda: __import__(), lambda: __import__(5), lambda: __import__('no_such_module_xyz'), lambda: __import__('sys', level=-1),
            lambda: __import__(''), lambda: __build_class__(), lambda: __build_class__(1, 'X'), lambda: __build_class__(lambda: None, 5),
            lambda: __build_class__(lambda: None)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
def body():
    x = 1
    def method(self):
        return 'method result'
Built = __build_class__(body, 'Built')
print(Built.__name__, Built.x, Built().method(), Built.__qualname__, Built.__bases__)
class Base:
    pass
Derived = __build_class__(body, 'Derived', Base)
print(Derived.__bases__[0].__name__, issubclass(Derived, Base))
class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        print('Meta.__new__', name, sorted(k for k in ns if not k.startswith('__')), kw)
        return super().__new__(mcs, name, bases, ns)
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print('__prepare__', name, kw)
        return {'prepared': True}
class WithMeta(metaclass=Meta, flag=1):
    y = 2
print(WithMeta.prepared, type(WithMeta).__name__)
class Init:
    def __init_subclass__(cls, **kw):
        print('init_subclass', cls.__name__, kw)
class Child(Init, tag='t'):
    pass
class Entries:
    def __mro_entries__(self, bases):
        return (Base,)
class FromEntries(Entries()):
    pass
print(FromEntries.__bases__, FromEntries.__orig_bases__[0].__class__.__name__)
try:
    class Bad(5):
        pass
except TypeError as e:
    print(e)
try:
    class Bad2(Base, Base):
        pass
except TypeError as e:
    print(e)
class Multi(Base, Init):
    pass
print([c.__name__ for c in Multi.__mro__])
__import__('this_module_does_not_exist')
