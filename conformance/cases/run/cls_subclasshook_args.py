# object.__subclasshook__ is METH_CLASS | METH_O: one argument, no keywords, the error naming
# the class it is bound to; classmethod descriptors' bound __qualname__ names that class too.
class A:
    pass

class D(dict):
    pass

for f in [A.__subclasshook__, A().__subclasshook__, int.__subclasshook__, object.__subclasshook__, ('s').__subclasshook__]:
    for args, kw in [((), {}), ((1,), {}), ((1, 2), {}), ((), {"x": 1}), ((int,), {})]:
        try:
            print(f.__qualname__, f(*args, **kw))
        except TypeError as e:
            print(f.__qualname__, "!!", e)
print(D.fromkeys.__qualname__, dict.fromkeys.__qualname__, type(True).from_bytes.__qualname__, D.fromkeys("ab"))
