from enum import Enum, IntFlag, auto, verify, UNIQUE, CONTINUOUS, EnumCheck, member, nonmember
import enum

class LogLevel(Enum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
    ERROR = 40

    @classmethod
    def parse(cls, text):
        try:
            return cls[text.upper()]
        except KeyError:
            raise ValueError(f"unknown level {text!r}; choose from {', '.join(cls.__members__)}") from None

    def __lt__(self, other):
        return self.value < other.value

print(LogLevel.parse("warning"), sorted([LogLevel.ERROR, LogLevel.DEBUG]), max(LogLevel))
try:
    LogLevel.parse("loud")
except ValueError as e:
    print(type(e).__name__, e)

class Perm(IntFlag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    ALL = READ | WRITE | EXEC

def describe(p):
    return "|".join(m.name for m in Perm if m and m in p and m is not Perm.ALL) or "NONE"
for mode in [0, 1, 3, 5, 7]:
    p = Perm(mode)
    print(mode, p, describe(p), p is Perm.ALL)
print(Perm.READ | 8, Perm(8 | 1), Perm.ALL & ~Perm.WRITE, list(Perm.ALL))

@verify(UNIQUE)
class Weekday(Enum):
    MON = 1
    TUE = 2
try:
    @verify(CONTINUOUS)
    class Gappy(Enum):
        A = 1
        C = 3
except ValueError as e:
    print(type(e).__name__, e)

class Op(Enum):
    ADD = member(lambda a, b: a + b)
    MUL = member(lambda a, b: a * b)
    version = nonmember(2)
    def __call__(self, *args):
        return self.value(*args)
print(Op.ADD(2, 3), Op.MUL(2, 3), Op.version, list(Op.__members__))

class Status(enum.StrEnum):
    OK = "ok"
    FAIL = "fail"
print({"status": Status.OK} == {"status": "ok"}, Status("fail").name, "-".join(Status), Status.OK.capitalize())
class Ordered(enum.IntEnum):
    A = enum.auto()
    B = enum.auto()
print(list(Ordered), Ordered.B * 10, enum.unique(Ordered) is Ordered, Ordered._value2member_map_)
print(enum.show_flag_values(7) if hasattr(enum, "show_flag_values") else None, LogLevel.INFO._name_, LogLevel._member_names_)
