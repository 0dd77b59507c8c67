# BaseException.__reduce__/__setstate__/__dict__, OSError/ImportError/AttributeError reductions, and
# object.__reduce_ex__ calling an overriding __reduce__ (Objects/exceptions.c, Objects/typeobject.c).
e = ValueError(1, 2); e.x = 5
print(e.__reduce__(), e.__reduce_ex__(2)[:2])
b = BaseException(); print(b.__reduce__())
b.__dict__; print(b.__reduce__())
b.__setstate__({"y": 1}); print(b.y, b.__reduce__())
b.__setstate__(None)
try: b.__setstate__(5)
except TypeError as x: print(x)
o = OSError(12345, "No such file", "f.txt"); print(o.__reduce__())
o = OSError(12345, "No such file", "f.txt", None, "g.txt"); print(o.__reduce__())
o = OSError(12345, "x"); print(o.__reduce__())
o = OSError("a"); print(o.__reduce__())
o = FileNotFoundError(2, "x", "y"); o.z = 1; print(o.__reduce__())
i = ImportError("m", name="n", path="p"); print(i.__reduce__())
i = ImportError("m"); print(i.__reduce__())
a = AttributeError("q", name="nm", obj=3); print(a.__reduce__(), a.__getstate__())
a = AttributeError("q"); print(a.__reduce__(), a.__getstate__())
eg = ExceptionGroup("m", [ValueError(1)]); print(eg.__reduce__()[0].__name__, eg.__reduce__()[1][0])
s = SyntaxError("bad", ("f", 1, 2, "t", 1, 3)); print(s.__reduce__())
u = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad"); print(u.__reduce__())
st = StopIteration(5); print(st.__reduce__())
print(BaseException.__reduce__.__qualname__, BaseException.__setstate__.__doc__)
class MyErr(ValueError):
    pass
print(list(MyErr.__dict__.keys()))
m = MyErr(3); m.q = 1; print(m.__dict__, m.__reduce__())
m.__dict__ = {"r": 2}; print(m.r, vars(m))
try: m.__dict__ = 5
except TypeError as e: print(e)
try: del m.__dict__
except TypeError as e: print(e)
print(type(BaseException.__dict__["__dict__"]).__name__)
try:
    BaseException().__setstate__()
except TypeError as x:
    print(x)
try:
    BaseException().__reduce__(1)
except TypeError as x:
    print(x)
try:
    BaseException().__setstate__({1: 2})
except TypeError as x:
    print(x)
class R:
    def __reduce__(self):
        return (R, ("made",))
print(R().__reduce_ex__(2)[1], R().__reduce_ex__(0)[1])
try:
    object().__reduce_ex__()
except TypeError as x:
    print(x)
raise OSError(12345, "boom", "file.txt").__reduce__()[0](*OSError(12345, "boom", "file.txt").__reduce__()[1])
