from abc import ABC, ABCMeta, abstractmethod, abstractproperty
import abc
import collections.abc as cabc

class Storage(ABC):
    @abstractmethod
    def get(self, key): ...
    @abstractmethod
    def put(self, key, value): ...
    @property
    @abstractmethod
    def size(self): ...
    def get_or(self, key, default):
        try:
            return self.get(key)
        except KeyError:
            return default

class MemoryStorage(Storage):
    def __init__(self):
        self.d = {}
    def get(self, key):
        return self.d[key]
    def put(self, key, value):
        self.d[key] = value
    @property
    def size(self):
        return len(self.d)

m = MemoryStorage()
m.put("a", 1)
print(m.get("a"), m.get_or("b", "none"), m.size, isinstance(m, Storage))
print(sorted(Storage.__abstractmethods__), MemoryStorage.__abstractmethods__)
try:
    Storage()
except TypeError as e:
    print(type(e).__name__, e)

class Half(Storage):
    def get(self, key):
        return None
try:
    Half()
except TypeError as e:
    print(type(e).__name__, e)

class Sized3(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized3:
            return hasattr(C, "__len__")
        return NotImplemented
print(issubclass(list, Sized3), issubclass(int, Sized3), isinstance("abc", Sized3))

class Tree(ABC):
    pass
Tree.register(tuple)
print(issubclass(tuple, Tree), isinstance((1,), Tree), issubclass(list, Tree))

class MyMapping(cabc.Mapping):
    def __init__(self, **kw):
        self._d = kw
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
mm = MyMapping(x=1, y=2)
print(list(mm.keys()), list(mm.items()), mm.get("z", 0), "x" in mm, mm == {"x": 1, "y": 2})
print(isinstance(mm, cabc.Mapping), isinstance(mm, cabc.MutableMapping))
print(isinstance([], cabc.Sequence), isinstance({}, cabc.Hashable), isinstance(iter([]), cabc.Iterator))
print(issubclass(dict, cabc.MutableMapping), isinstance(range(3), cabc.Reversible), isinstance(len, cabc.Callable))

class Seq(cabc.Sequence):
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
    def __len__(self):
        return 3
s = Seq()
print(list(s), s.index(20), s.count(10), 20 in s, list(reversed(s)))
print(abc.get_cache_token() is not None, type(Storage).__name__)
