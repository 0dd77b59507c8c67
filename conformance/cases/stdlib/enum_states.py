import enum
from enum import Enum, IntEnum, Flag, IntFlag, auto, StrEnum, unique

class State(Enum):
    IDLE = "idle"
    RUNNING = "running"
    DONE = "done"

    def next(self):
        order = list(State)
        return order[(order.index(self) + 1) % len(order)]

print(State.IDLE, repr(State.RUNNING), State("done"), State["IDLE"].value)
print([s.name for s in State], State.IDLE.next(), State.DONE.next())
print(State.IDLE is State("idle"), State.IDLE == "idle", len(State))
try:
    State("paused")
except ValueError as e:
    print(type(e).__name__, e)
try:
    State["PAUSED"]
except KeyError as e:
    print(type(e).__name__, e)

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
print(Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1, sorted([Priority.HIGH, Priority.LOW]), int(Priority.HIGH))
print(f"{Priority.LOW}", str(Priority.LOW), repr(Priority.LOW))

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, list(rw), rw.value, bool(Perm(0)), ~Perm.R)
print(Perm.RW is rw, Perm(7))

class Mode(IntFlag):
    READ = 4
    WRITE = 2
    EXEC = 1
print(Mode.READ | Mode.WRITE, Mode(6), Mode(6) & 4, repr(Mode(8 | 4)))

class Color(StrEnum):
    RED = auto()
    GREEN = auto()
print(Color.RED, Color.GREEN.upper(), Color.RED == "red", f"{Color.GREEN!r}")

class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
print([(p.name, round(p.gravity, 2)) for p in Planet])

class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    ALIAS = 2
print(Shape.ALIAS, list(Shape), list(Shape.__members__))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(type(e).__name__, e)
try:
    State.IDLE.value = "x"
except AttributeError as e:
    print(type(e).__name__, e)
Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Animal(3))
print(enum.Enum.__members__ if False else State.__members__["DONE"])
match State.RUNNING:
    case State.IDLE:
        print("idle")
    case State.RUNNING:
        print("matched running")
