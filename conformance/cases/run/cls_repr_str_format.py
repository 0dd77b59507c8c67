# __repr__ / __str__ / __format__ defaults
class OnlyRepr:
    def __repr__(self): return "OnlyRepr()"
class OnlyStr:
    def __str__(self): return "str-of-OnlyStr"
class Both:
    def __repr__(self): return "R"
    def __str__(self): return "S"
print(str(OnlyRepr()), repr(OnlyRepr()), f"{OnlyRepr()}", f"{OnlyRepr()!r}")
print(str(OnlyStr()), f"{OnlyStr()}", format(OnlyStr()))
print(str(Both()), repr(Both()), [Both()], (Both(),), {"k": Both()}, f"{Both()!s}{Both()!r}")
print("%s %r" % (Both(), Both()))
try:
    format(OnlyStr(), "10")
except TypeError as e:
    print(type(e).__name__, e)
try:
    f"{OnlyRepr():>5}"
except TypeError as e:
    print(type(e).__name__, e)
try:
    object().__format__("x")
except TypeError as e:
    print(type(e).__name__, e)
print(repr(object.__format__(Both(), "")))

class Fmt:
    def __format__(self, spec):
        return f"<{spec}>"
print(format(Fmt(), "abc"), f"{Fmt():xyz}", f"{Fmt()}", "{:q}".format(Fmt()))
class BadFmt:
    def __format__(self, spec): return 1
try:
    format(BadFmt())
except TypeError as e:
    print(type(e).__name__, e)
class BadRepr:
    def __repr__(self): return 5
try:
    repr(BadRepr())
except TypeError as e:
    print(type(e).__name__, e)
class BadStr:
    def __str__(self): return None
try:
    str(BadStr())
except TypeError as e:
    print(type(e).__name__, e)
class StrSub(str): pass
class ReturnsSub:
    def __repr__(self): return StrSub("sub")
print(repr(ReturnsSub()), type(repr(ReturnsSub())).__name__)
class Nested:
    def __repr__(self): return f"Nested({Both()!r})"
print(Nested())
class IntLike(int):
    def __repr__(self): return "IntLike!"
print(IntLike(3), str(IntLike(3)), f"{IntLike(3)}", f"{IntLike(3):03}")
class Dflt: pass
r = repr(Dflt())
print(r.startswith("<__main__.Dflt object at 0x"), r.endswith(">"))
dd = Dflt()
print(str(dd) == repr(dd), format(dd) == str(dd))
print(repr(Dflt).startswith("<class '__main__.Dflt'>"))
