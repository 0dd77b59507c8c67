# types.SimpleNamespace's own methods: __repr__/__eq__ slot wrappers, __reduce__, __replace__,
# __dict__, __new__ (a subclass is constructible; pprint dispatches on SimpleNamespace.__repr__)
import copy, pprint, types

n = types.SimpleNamespace(a=1, b=[2, 3])
print(n.__repr__(), n.__dict__, n == types.SimpleNamespace(a=1, b=[2, 3]))
print(n.__reduce__())
print(copy.replace(n, a=5), copy.copy(n), copy.deepcopy(n))
try:
    n.__replace__(1)
except TypeError as e:
    print(type(e).__name__, e)
print(sorted(k for k in vars(types.SimpleNamespace) if k != "__doc__"))


class NS(types.SimpleNamespace):
    pass


m = NS(x=1, y="two")
print(m, type(copy.replace(m, x=2)).__name__)
print(pprint.pformat(NS(a=1, b=list(range(30)))))
print(types.SimpleNamespace.__new__(NS))
