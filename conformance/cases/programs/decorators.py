import functools

def logged(prefix):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            result = fn(*args, **kwargs)
            print(f"{prefix}{fn.__name__}{args} -> {result}")
            return result
        return wrapper
    return deco

@logged(">> ")
def add(a, b=2):
    "Add two numbers."
    return a + b

add(1)
add(3, b=4)
print(add.__name__, add.__doc__)

class Temperature:
    def __init__(self):
        self._c = 0.0
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @fahrenheit.setter
    def fahrenheit(self, f):
        self._c = (f - 32) * 5 / 9
    @staticmethod
    def unit():
        return "C"
    @classmethod
    def make(cls):
        return cls()

t = Temperature.make()
t.fahrenheit = 212
print(round(t._c, 6), t.fahrenheit, Temperature.unit())
