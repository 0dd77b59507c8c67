# enum, imported from the stdlib zip: Enum, IntEnum, Flag, IntFlag, StrEnum, auto, unique
import enum

class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
print(Color.RED, repr(Color.GREEN), Color(3), Color["RED"], list(Color), len(Color))
print(Color.RED.name, Color.RED.value, Color.RED is Color(1), Color.RED == 1, isinstance(Color.RED, Color))
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)

class Num(enum.IntEnum):
    ONE = 1
    TWO = 2
print(Num.ONE + 1, Num.TWO > Num.ONE, str(Num.TWO), repr(Num.ONE), int(Num.TWO), sorted([Num.TWO, Num.ONE]))

class Perm(enum.Flag):
    R = enum.auto()
    W = enum.auto()
    X = enum.auto()
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, list(rw), ~Perm.R, bool(Perm(0)))

class Bits(enum.IntFlag):
    A = 1
    B = 4
print(Bits.A | Bits.B, repr(Bits.A | 2), Bits(5))

class Mode(enum.StrEnum):
    READ = enum.auto()
    WRITE = "w"
print(Mode.READ, repr(Mode.WRITE), Mode.READ.upper(), Mode("w"))

try:
    @enum.unique
    class Dup(enum.Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
class Alias(enum.Enum):
    A = 1
    B = 1
print(Alias.B is Alias.A, list(Alias), Alias.__members__.keys())

Animal = enum.Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Animal.__module__)
print(type(Color).__name__, enum.EnumType is enum.EnumMeta, Color.__members__["BLUE"])
