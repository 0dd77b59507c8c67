# getattr, setattr, delattr, hasattr, callable
class C:
    x = 1
    def m(self):
        return 'm'
    @property
    def p(self):
        raise AttributeError('inside property')
    @property
    def q(self):
        raise ValueError('q broke')
c = C()
print(getattr(c, 'x'), getattr(c, 'y', 'dflt'), getattr(c, 'm')(), hasattr(c, 'x'), hasattr(c, 'nope'), hasattr(c, 'p'))
setattr(c, 'y', 5); print(c.y, vars(c))
delattr(c, 'y'); print(hasattr(c, 'y'))
print(getattr(c, 'p', 'fallback'))
for bad in [lambda: getattr(c, 'nope'), lambda: getattr(c, 1), lambda: getattr(c), lambda: getattr(c, 'a', 'b', 'c'),
            lambda: setattr(c, 1, 2), lambda: setattr(c, 'a'), lambda: delattr(c, 'nope'), lambda: delattr(c, 5),
            lambda: hasattr(c, 5), lambda: hasattr(c), lambda: getattr(c, 'q', None), lambda: hasattr(c, 'q'),
            lambda: setattr(1, 'real', 5), lambda: setattr(object(), 'a', 1), lambda: delattr(C, 'nope'),
            lambda: getattr(1, 'nope'), lambda: callable(), lambda: callable(1, 2), lambda: getattr(c, 'x', default=1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(callable(len), callable(C), callable(c), callable(c.m), callable(1), callable(lambda: 0), callable(None))
class CallMe:
    def __call__(self):
        return 'called'
print(callable(CallMe()), CallMe()())
class Dyn:
    def __getattr__(self, name):
        return name.upper()
d = Dyn()
print(getattr(d, 'abc'), hasattr(d, 'anything'), getattr(d, 'zz', 1))
class Slots:
    __slots__ = ('a',)
s = Slots()
print(hasattr(s, 'a'), getattr(s, 'a', 'unset'))
setattr(s, 'a', 9); print(s.a)
try:
    setattr(s, 'b', 1)
except AttributeError as e:
    print(e)
import sys
print(getattr(sys, 'nonexistent', None), hasattr(sys, 'modules'))
getattr(c, 'missing_attribute')
