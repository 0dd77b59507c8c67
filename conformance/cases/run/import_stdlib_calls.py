# what the commonest pure-Python stdlib modules do once imported from the stdlib zip
import keyword, heapq, bisect, copy, operator, stat, genericpath, types, abc, copyreg, weakref
import _collections_abc as cabc

print(keyword.iskeyword("for"), keyword.iskeyword("match"), keyword.issoftkeyword("match"), keyword.kwlist[:6], len(keyword.kwlist))

h = [5, 1, 8, 3, 9, 2]
heapq.heapify(h)
print(h, heapq.heappop(h), heapq.nsmallest(2, [7, 4, 6]), heapq.nlargest(2, [7, 4, 6]), list(heapq.merge([1, 4], [2, 3])))
a = [1, 3, 3, 7]
print(bisect.bisect_left(a, 3), bisect.bisect_right(a, 3), bisect.bisect(a, 0))
bisect.insort(a, 4)
print(a)

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
nested = {"a": [1, [2, 3]], "p": Point(1, 2)}
c = copy.deepcopy(nested)
print(c["a"] == nested["a"], c["a"] is nested["a"], c["a"][1] is nested["a"][1], c["p"].x, c["p"] is nested["p"])
s = copy.copy(nested)
print(s["a"] is nested["a"])

print(operator.attrgetter("x", "y")(Point(3, 4)), operator.itemgetter(1, 0)("ab"), operator.methodcaller("upper")("q"))
print(operator.add(2, 3), operator.contains([1], 1), operator.index(7), operator.length_hint(iter([1, 2])))

print(stat.S_ISDIR(0o40755), stat.S_ISREG(0o100644), stat.filemode(0o100644), stat.S_IMODE(0o100755))
print(genericpath.commonprefix(["/usr/lib", "/usr/local"]))

ns = types.SimpleNamespace(a=1)
print(ns, types.FunctionType is type(lambda: 0), types.ModuleType.__name__, types.MappingProxyType({"k": 1})["k"])

class Base(abc.ABC):
    @abc.abstractmethod
    def run(self): ...
class Impl(Base):
    def run(self):
        return "ran"
try:
    Base()
except TypeError as e:
    print(e)
print(Impl().run(), isinstance(Impl(), Base), issubclass(Impl, Base), abc.ABCMeta.__module__)
class Reg:
    pass
Base.register(Reg)
print(issubclass(Reg, Base), isinstance(Reg(), Base))

print(isinstance([], cabc.MutableSequence), isinstance({}, cabc.Mapping), isinstance((), cabc.Hashable), issubclass(set, cabc.Set))
print(isinstance(iter([]), cabc.Iterator), isinstance(3, cabc.Iterable), cabc.Sequence.__module__, cabc.Sized.__name__)
class Countdown(cabc.Iterator):
    def __init__(self, n):
        self.n = n
    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n
print(list(Countdown(3)), iter(Countdown(1)).__class__.__name__)

print(copyreg.__newobj__.__name__, copyreg._reconstructor.__name__)
class Obj:
    pass
o = Obj()
wd = weakref.WeakValueDictionary(k=o)
print(len(wd), wd["k"] is o)
del o
print(len(wd))
print(isinstance(weakref.WeakSet(), cabc.MutableSet))
