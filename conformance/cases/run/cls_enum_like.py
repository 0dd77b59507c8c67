# an enum-like metaclass written by hand
class EnumMeta(type):
    def __new__(mcls, name, bases, ns):
        members = {k: v for k, v in ns.items() if not k.startswith("_") and not callable(v)}
        cls = super().__new__(mcls, name, bases, {k: v for k, v in ns.items() if k not in members})
        cls._members = {}
        for k, v in members.items():
            inst = object.__new__(cls)
            inst.name, inst.value = k, v
            cls._members[k] = inst
            type.__setattr__(cls, k, inst)
        return cls
    def __iter__(cls):
        return iter(cls._members.values())
    def __len__(cls):
        return len(cls._members)
    def __getitem__(cls, name):
        return cls._members[name]
    def __contains__(cls, x):
        return isinstance(x, cls) and x.name in cls._members
    def __call__(cls, value):
        for m in cls._members.values():
            if m.value == value: return m
        raise ValueError(f"{value!r} is not a valid {cls.__name__}")
    def __setattr__(cls, name, v):
        if name in cls.__dict__.get("_members", {}):
            raise AttributeError(f"cannot reassign member {name!r}")
        super().__setattr__(name, v)

class Color(metaclass=EnumMeta):
    RED = 1
    GREEN = 2
    BLUE = 3
    def __repr__(self): return f"<{type(self).__name__}.{self.name}: {self.value}>"
    def describe(self): return self.name.lower()

print(list(Color), len(Color))
print(Color.RED, Color["GREEN"], Color(3), Color.RED.describe())
print(Color.RED in Color, 1 in Color, Color(1) is Color.RED)
print(isinstance(Color.RED, Color), type(Color).__name__)
try:
    Color(9)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Color.RED = 5
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Color["PURPLE"]
except KeyError as e:
    print(type(e).__name__, e)
Color.extra = "ok"
print(Color.extra, sorted(m.name for m in Color))
print({Color.RED: "r"}[Color.RED], Color.RED == Color.RED, Color.RED != Color.GREEN)

class Flags(metaclass=EnumMeta):
    A = 1
    B = 2
print([f.value for f in Flags], bool(Flags), bool(type("E", (), {})))
