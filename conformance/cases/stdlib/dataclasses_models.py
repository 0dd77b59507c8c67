from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError, InitVar, KW_ONLY
import dataclasses

@dataclass
class Address:
    street: str
    city: str
    zip: str = "00000"

@dataclass(order=True)
class Employee:
    sort_index: int = field(init=False, repr=False)
    name: str
    salary: float
    address: Address | None = None
    skills: list[str] = field(default_factory=list)

    def __post_init__(self):
        self.sort_index = int(self.salary)

e1 = Employee("Ann", 5000.0, Address("Main St 1", "Springfield"))
e2 = Employee("Bob", 4200.5, skills=["python", "sql"])
print(e1)
print(e2)
print(sorted([e1, e2])[0].name, e1 == Employee("Ann", 5000.0, Address("Main St 1", "Springfield")))
print(asdict(e1))
print(astuple(e2))
print(replace(e2, name="Bobby", salary=1.0))
print([f.name for f in fields(Employee)], [f.init for f in fields(Employee)])

@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int = 0
    def dist2(self):
        return self.x ** 2 + self.y ** 2

p = Point(3, 4)
print(p, p.dist2(), hash(p) == hash(Point(3, 4)), {p, Point(3, 4)} == {p})
try:
    p.x = 10
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print(hasattr(p, "__dict__"), Point.__slots__)

@dataclass
class Config:
    name: str
    _: KW_ONLY
    verbose: bool = False
    retries: int = 3
print(Config("svc", retries=5))
try:
    Config("svc", True)
except TypeError as e:
    print(type(e).__name__, e)

@dataclass
class Account:
    owner: str
    secret: InitVar[str]
    hashed: str = field(init=False)
    def __post_init__(self, secret):
        self.hashed = secret[::-1]
a = Account("me", "abc")
print(a, a.hashed)

try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Bad2:
        a: int = 1
        b: int
except TypeError as e:
    print(type(e).__name__, e)
try:
    Employee("x")
except TypeError as e:
    print(type(e).__name__, e)

Dyn = dataclasses.make_dataclass("Dyn", [("a", int), ("b", str, field(default="z"))])
print(Dyn(1), dataclasses.is_dataclass(Dyn), dataclasses.is_dataclass(Dyn(1)), dataclasses.is_dataclass(int))
