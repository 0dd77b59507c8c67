class Record:
    _fields = ("name", "age")

    def __init__(self, *values):
        self._values = dict(zip(self._fields, values))

    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"Record has no field {name!r}") from None

r = Record("ada", 36)
print(r.name, r.age)
print(r.email)
