# object(): instances, attributes, comparisons, dunder methods, errors
o = object()
print(type(o).__name__, o == o, o != o, o == object(), bool(o), str(o) == repr(o), isinstance(o, object))
for bad in [lambda: object(1), lambda: object(x=1), lambda: setattr(o, 'x', 1), lambda: o.x, lambda: o < o,
            lambda: object.__new__(1), lambda: object.__new__(int) and 'int ok', lambda: o.__class__.__name__ + 1,
            lambda: o(), lambda: o[0], lambda: len(o), lambda: iter(o), lambda: o + 1, lambda: -o, lambda: del_x()]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
def del_x():
    del o.x
print(o.__eq__(o), o.__eq__(1), o.__ne__(1), o.__lt__(1), o.__hash__() == hash(o), o.__class__ is object)
print(object.__name__, object.__bases__, object.__mro__, type(object), object.__doc__[:20])
print(o.__format__('') == repr(o), o.__sizeof__() > 0, o.__reduce_ex__(2)[0].__name__ if False else 'skip')
print(sorted(n for n in dir(object)))
class Plain:
    pass
p = Plain()
p.attr = 1
print(p.__dict__, vars(p), Plain.__bases__, Plain.__mro__ == (Plain, object))
class WithInit:
    def __init__(self, a):
        self.a = a
try:
    WithInit()
except TypeError as e:
    print(e)
try:
    WithInit(1, 2)
except TypeError as e:
    print(e)
try:
    Plain(1)
except TypeError as e:
    print(e)
class NewOnly:
    def __new__(cls, *args):
        return super().__new__(cls)
print(type(NewOnly(1, 2)).__name__)
try:
    object.__init__(o, 1)
except TypeError as e:
    print(e)
print(object.__eq__(1, 1), object.__eq__(1, 2), object.__ne__(1, 2))
object(1)
