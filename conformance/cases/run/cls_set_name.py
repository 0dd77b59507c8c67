# __set_name__ on class creation
class Field:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.name = name
    def __get__(self, obj, owner=None):
        if obj is None: return self
        return obj.__dict__.get(self.name, "unset " + self.name)
    def __set__(self, obj, v):
        obj.__dict__[self.name] = v

class Model:
    a = Field()
    b = Field()
    c = 3
m = Model()
print(m.a, Model.a.name)
m.b = 5
print(m.b)

class Boom:
    def __set_name__(self, owner, name):
        raise ValueError("no " + name)
try:
    class Bad:
        x = Boom()
except ValueError as e:
    print(type(e).__name__, e, e.__notes__ if hasattr(e, "__notes__") else None)
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)

# set_name is not called on later assignment
Model.d = Field()
print(hasattr(Model.d, "name"))
# manual call
f = Field()
f.__set_name__(Model, "manual")
print(f.name)

class Shared:
    def __set_name__(self, owner, name):
        print("shared", name)
s = Shared()
class Two:
    one = s
    two = s

class WrongArity:
    def __set_name__(self):
        pass
try:
    class T:
        w = WrongArity()
except TypeError as e:
    print(type(e).__name__, e)
