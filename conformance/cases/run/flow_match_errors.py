# match errors: __match_args__ problems, guard errors, uncaught class pattern error
class A:
    __match_args__ = ("x",)
    x = 1
class B:
    __match_args__ = ["x"]
    x = 2
class C:
    __match_args__ = ("missing",)
class D:
    __match_args__ = (1,)
def m(s):
    try:
        match s:
            case A(v):
                return ("A", v)
            case B(v):
                return ("B", v)
            case C(v):
                return ("C", v)
            case D(v):
                return ("D", v)
    except Exception as e:
        return (type(e).__name__, str(e))
for s in (A(), B(), C(), D(), 5):
    print(m(s))
def guard(x):
    match x:
        case [a, b] if a / b > 1:
            return "big"
        case _:
            return "other"
print(guard([4, 2]), guard([1, 2]), guard("xy"[:0]))
try:
    guard([1, 0])
except ZeroDivisionError as e:
    print("guard raised", e)
class Dyn(type):
    def __instancecheck__(cls, inst):
        print("instancecheck")
        return True
class WithMeta(metaclass=Dyn):
    pass
match 3:
    case WithMeta():
        print("matched via metaclass")
