import _functools as f
P = f.Placeholder
class Show:
    def __call__(self, *a, **k):
        return a, k
    def __repr__(self):
        return 'show'
show = Show()
p = f.partial(show, 1, sep='-')
print(p, p.func is show, p.args, p.keywords, type(p), type(p).__module__)
print(p(2), p(2, sep='+', end='x'))
p2 = f.partial(p, 2, end='!')
print(p2.func is show, p2.args, p2.keywords, p2(3))
p3 = f.partial(pow, P, 2)
print(p3(5), p3.args, p3)
print(f.partial(show, P, P, 5)(1, 2), f.partial(show, P, 1)(0, 9, z=1))
print(f.partial(f.partial(show, P, 5), 2).args, f.partial(f.partial(show, P, 5), P, 7).args)
print(f.partial(len)('abc'), f.partial(len).args, f.partial(len).keywords)
def e(g):
    try:
        print(repr(g()))
    except Exception as x:
        print(type(x).__name__, x)
e(lambda: f.partial())
e(lambda: f.partial(1))
e(lambda: f.partial(func=len))
e(lambda: f.partial(pow, 1, P))
e(lambda: f.partial(pow, x=P))
e(lambda: p3())
e(lambda: f.partial(show, P, P, 5)(1))
e(lambda: setattr(p, 'func', 1))
e(lambda: setattr(p, 'args', ()))
e(lambda: f.partial(len).__setstate__((len, (), {}, None)))
e(lambda: f.partial(len).__setstate__(1))
e(lambda: f.partial(len).__setstate__((len, ())))
e(lambda: f.partial(len).__setstate__((1, (), {}, None)))
e(lambda: f.partial(len).__setstate__((len, (1, P), {}, None)))
q = f.partial(show)
q.__setstate__((show, (1, 2), {'a': 3}, {'attr': 4}))
print(q(), q.attr, q.__dict__, q.__reduce__()[1:])
class Sub(f.partial):
    pass
s = Sub(max, 1)
print(s, type(s).__name__, s(5), f.partial(s, 2).func)
q = f.partial(max, 1)
q.x = 2
r = f.partial(q, 3)
print(r.func is q, r.args, q.__dict__, q.__reduce__()[1:])
class A:
    m = f.partial(show, 1)
a = A()
print(A().m(2)[0][0], A().m(2)[0][1] is not None, A.m(3))
print(type(A.__dict__['m'].__get__(a)).__name__, A.__dict__['m'].__get__(None, A) is A.__dict__['m'])
print(f.partial[int], f.partial.__class_getitem__(str))
r = []
pr = f.partial(show, r)
r.append(pr)
print(pr)
print(f.Placeholder, type(f.Placeholder), f.Placeholder.__reduce__(), type(f.Placeholder)() is f.Placeholder)
e(lambda: type(f.Placeholder)(1))
e(lambda: f.partial(show, a=1, b=2)(b=3, c=4))
import sys
x = object()
b = sys.getrefcount(x)
pp = f.partial(show, x, k=x)
print(sys.getrefcount(x) - b)
pp()
print(sys.getrefcount(x) - b)
del pp
print(sys.getrefcount(x) - b)
