from dataclasses import dataclass, field, fields, asdict, replace, MISSING
import json

@dataclass
class Database:
    host: str = "localhost"
    port: int = 5432
    options: dict = field(default_factory=dict)

@dataclass
class Settings:
    name: str
    debug: bool = False
    db: Database = field(default_factory=Database)
    plugins: list[str] = field(default_factory=list, metadata={"env": "PLUGINS"})
    secret: str = field(default="", repr=False, compare=False)

    def validate(self):
        errors = []
        if not self.name:
            errors.append("name is empty")
        if not 0 < self.db.port < 65536:
            errors.append(f"bad port {self.db.port}")
        return errors

def from_dict(cls, data):
    kwargs = {}
    for f in fields(cls):
        if f.name not in data:
            continue
        v = data[f.name]
        if hasattr(f.type, "__dataclass_fields__") and isinstance(v, dict):
            v = from_dict(f.type, v)
        kwargs[f.name] = v
    return cls(**kwargs)

raw = '{"name": "svc", "debug": true, "db": {"host": "db.internal", "port": 70000}, "plugins": ["auth"], "secret": "x"}'
s = from_dict(Settings, json.loads(raw))
print(s)
print(s.validate(), Settings("ok").validate())
print(json.dumps(asdict(s), sort_keys=True))
print(s == replace(s, secret="different"), s == replace(s, debug=False))
print([(f.name, f.default is MISSING, f.default_factory is not MISSING, dict(f.metadata)) for f in fields(Settings)])
a, b = Settings("a"), Settings("b")
a.plugins.append("p")
print(a.plugins, b.plugins, a.db is b.db)
print(Settings.__match_args__, Settings.__dataclass_params__ if False else Settings.__eq__ is not object.__eq__)
match s:
    case Settings(name="svc", debug=True, db=Database(host=h)):
        print("matched host", h)
try:
    from_dict(Settings, {"debug": True})
except TypeError as e:
    print(type(e).__name__, e)
try:
    Settings("x", unknown=1)
except TypeError as e:
    print(type(e).__name__, e)
