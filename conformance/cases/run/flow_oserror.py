# OSError: errno/strerror/filename, subclass mapping by errno, str forms
for args in ((), ("x",), (99998, "No such file"), (99998, "No such file", "f.txt"), (99997, "Denied", "a", None, "b"), (99997, "D", 5), ("e", "s", "f", 1, "f2"), (1, 2, 3, 4, 5, 6)):
    e = OSError(*args)
    print(type(e).__name__, repr(e), str(e), e.args, e.errno, e.strerror, e.filename, e.filename2)
for cls in (FileNotFoundError, PermissionError, TimeoutError, BrokenPipeError, IsADirectoryError):
    e = cls("only")
    print(cls.__name__, repr(e), str(e), e.errno, e.strerror)
    e = cls(99999, "odd", "fn")
    print(type(e).__name__, str(e), e.errno, e.filename)
print(OSError(99999, "no mapping").__class__.__name__)
e = FileNotFoundError(99999, "nf", "path")
print(str(e), e.errno)
e = OSError(99999, "x", "y", None, "z")
print(str(e), e.filename2)
print(IOError is OSError, EnvironmentError is OSError)
e = OSError(5, "io")
e.errno = 9
e.strerror = "changed"
e.filename = "ff"
print(str(e))
class MyOS(OSError):
    pass
m = MyOS(99999, "z")
print(type(m).__name__, m.errno, str(m))
print(BlockingIOError(11, "b", 5).characters_written)
e = OSError(1, 2, 3)
print(e.args, str(e))
e = OSError(99999, "s", "f")
e.args = (1,)
print(str(e), e.errno)
print(repr(TimeoutError()), str(ConnectionError(99999, "c")))
raise FileNotFoundError(99999, "No such file or directory", "missing.txt")
