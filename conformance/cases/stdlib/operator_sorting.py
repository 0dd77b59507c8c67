import operator
from operator import itemgetter, attrgetter, methodcaller

rows = [{"name": "ann", "age": 31, "dept": "eng"}, {"name": "bob", "age": 25, "dept": "ops"},
        {"name": "cid", "age": 31, "dept": "eng"}, {"name": "dee", "age": 22, "dept": "eng"}]
print([r["name"] for r in sorted(rows, key=itemgetter("age", "name"))])
print([r["name"] for r in sorted(rows, key=itemgetter("dept"), reverse=True)])
print(itemgetter(1)("abc"), itemgetter(0, -1)([1, 2, 3]), itemgetter(slice(1, 3))("hello"))

class Emp:
    def __init__(self, name, boss=None):
        self.name = name
        self.boss = boss
    def greet(self, greeting, punct="!"):
        return f"{greeting}, {self.name}{punct}"
big = Emp("zed")
emps = [Emp("amy", big), Emp("ben", Emp("yan")), Emp("cal", big)]
print([e.name for e in sorted(emps, key=attrgetter("boss.name", "name"))])
print(attrgetter("name", "boss.name")(emps[0]))
print(list(map(methodcaller("greet", "Hi", punct="?"), emps)))
print(methodcaller("split", ",")("a,b,c"), repr(itemgetter(1, 2)), repr(attrgetter("x.y")), repr(methodcaller("m", 1, k=2)))

print(operator.add(2, 3), operator.sub(2, 3), operator.mul("ab", 2), operator.truediv(7, 2), operator.floordiv(7, 2))
print(operator.mod(7, 3), operator.pow(2, 10), operator.neg(5), operator.pos(-5), operator.abs(-3), operator.invert(5))
print(operator.lshift(1, 4), operator.rshift(256, 2), operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq("a", "a"), operator.ne(1, 1), operator.ge(1, 2), operator.gt(3, 2))
print(operator.not_(0), operator.truth([]), operator.is_(None, None), operator.is_not(1, None), operator.is_none(None))
print(operator.contains([1, 2], 2), operator.countOf([1, 2, 1], 1), operator.indexOf("abc", "c"), operator.concat([1], [2]))
print(operator.index(7), operator.length_hint(iter(range(5))), operator.length_hint(object(), 9))
lst = [1, 2, 3, 4]
operator.setitem(lst, 0, 10); operator.delitem(lst, 1)
print(lst, operator.getitem(lst, -1))
x = [1]
y = operator.iadd(x, [2])
print(x, y is x, operator.iconcat("a", "b"), operator.imul(3, 4), operator.matmul if hasattr(operator, "matmul") else None)
import functools
print(functools.reduce(operator.mul, range(1, 8)), sum(map(operator.mul, [1, 2, 3], [4, 5, 6])))
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=itemgetter(1)))
print(operator.call(pow, 2, 5))
for bad in [lambda: operator.index(1.5), lambda: itemgetter(5)([1]), lambda: attrgetter("nope")(big),
            lambda: operator.add(1, "a"), lambda: attrgetter(1)]:
    try:
        bad()
    except (TypeError, IndexError, AttributeError) as e:
        print(type(e).__name__, e)
