# format(), repr(), str() builtins with __format__/__repr__ hooks and errors
print(format(3.14159, '.2f'), format(42), format(42, 'x'), format('s', '>4'), format(1234567, ','), format(True), format(None))
print(format([1, 2]), format(0.5, '%'), format(7, '08b'), format(-3, '+'), format('x', ''), format(2.0, 'g'))
class F:
    def __format__(self, spec):
        return f'F[{spec}]'
    def __repr__(self):
        return 'F-repr'
    def __str__(self):
        return 'F-str'
print(format(F()), format(F(), 'abc'), f'{F():xyz}', f'{F()!r}', f'{F()!s}', repr(F()), str(F()))
for bad in [lambda: format(object(), 'x'), lambda: format(1, 'q'), lambda: format(), lambda: format(1, 2),
            lambda: format('a', 'd'), lambda: format(1.5, 'd'), lambda: repr(), lambda: repr(1, 2)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
class BadFormat:
    def __format__(self, spec):
        return 5
class BadRepr:
    def __repr__(self):
        return 5
class BadStr:
    def __str__(self):
        return None
for bad in [lambda: format(BadFormat()), lambda: repr(BadRepr()), lambda: str(BadStr()), lambda: [BadRepr()].__repr__()]:
    try:
        print(bad())
    except TypeError as e:
        print(e)
print(repr('quote\'s'), repr("dq\""), repr('both\'"'), repr('\t\n\\'), repr(b'\x00a'), repr(1.0), repr(-0.0))
print(repr(None), repr(...), repr(NotImplemented), repr(int), repr(len), repr(print))
print(str(b'x'), str(1e100), str(()), str([None]), str({}), str(set()))
class OnlyRepr:
    def __repr__(self):
        return '<OnlyRepr>'
print(str(OnlyRepr()), f'{OnlyRepr()}', format(OnlyRepr()), [OnlyRepr()])
print(repr(type), repr(object), repr(type(None)), repr(KeyError))
