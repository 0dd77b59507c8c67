from contextlib import contextmanager

class Tracker:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return et is KeyError

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")

with Tracker("a") as a, Tracker("b"):
    print("inside", a.name)
with Tracker("suppress"):
    raise KeyError("gone")
with tag("p") as t:
    print(t)
