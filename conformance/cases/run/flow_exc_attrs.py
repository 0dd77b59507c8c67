# attributes of specific builtin exceptions
e = StopIteration(5, 6)
print(e.value, StopIteration().value)
e.value = 10
print(e.value, e.args)
for a in ((), (3,), (3, 4), ("bye",), (None,)):
    s = SystemExit(*a)
    print(repr(s), s.code)
s = SystemExit(1)
s.code = 7
print(s.code, s.args)
ie = ImportError("m", name="n", path="p")
print(repr(ie), ie.name, ie.path, ie.msg, str(ie))
ie = ImportError()
print(ie.name, ie.path, ie.msg)
try:
    ImportError(foo=1)
except TypeError as x:
    print(x)
me = ModuleNotFoundError("no", name="q")
print(me.name, str(me))
ae = AttributeError("x", name="nm", obj=5)
print(ae.name, ae.obj, ae.args)
ae = AttributeError()
print(ae.name, ae.obj)
ne = NameError("boom", name="zz")
print(ne.name, ne.args)
try:
    undefined_thing
except NameError as x:
    print(x.name, x.args)
try:
    (1).foo
except AttributeError as x:
    print(x.name, x.obj, x.args)
class C:
    pass
try:
    C().bar
except AttributeError as x:
    print(x.name, type(x.obj).__name__, x)
se = SyntaxError("msg", ("f.py", 3, 4, "text\n", 3, 9))
print(se.msg, se.filename, se.lineno, se.offset, repr(se.text), se.end_lineno, se.end_offset, str(se))
se = SyntaxError("m2")
print(se.msg, se.filename, se.lineno, str(se), repr(se))
se = SyntaxError("m3", ("x.py", 1, 2, "t"))
print(str(se), se.end_lineno, se.print_file_and_line)
try:
    SyntaxError("m", (1, 2))
except IndexError as x:
    print(type(x).__name__, x)
ue = UnicodeDecodeError("utf-8", b"\xff\xfe", 0, 1, "invalid start byte")
print(ue.encoding, ue.object, ue.start, ue.end, ue.reason)
print(str(ue))
print(repr(ue))
ue2 = UnicodeDecodeError("ascii", b"abc", 0, 2, "bad")
print(str(ue2))
ee = UnicodeEncodeError("ascii", "h\xe9llo", 1, 2, "ordinal not in range(128)")
print(str(ee), ee.object, ee.start)
ee = UnicodeEncodeError("ascii", "\u20ac", 0, 1, "nope")
print(str(ee))
te = UnicodeTranslateError("\xff", 0, 1, "no")
print(str(te), te.encoding)
try:
    b"\xff".decode("utf-8")
except UnicodeDecodeError as x:
    print(x, x.start, x.end)
try:
    UnicodeDecodeError("a")
except TypeError as x:
    print(x)
e = BaseException("n")
print(hasattr(e, "__notes__"))
e.add_note("first")
e.add_note("second")
print(e.__notes__)
try:
    e.add_note(3)
except TypeError as x:
    print(x)
print(e.with_traceback(None) is e)
try:
    e.with_traceback(5)
except TypeError as x:
    print(x)
ke = KeyError(("a", 1))
print(str(ke), repr(ke))
print(str(KeyError(None)), str(IndexError(None)))
