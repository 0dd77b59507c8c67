# tracebacks through methods, generators, lambdas and comprehensions (exit 1)
class Stack:
    def __init__(self):
        self.items = []
    def pop(self):
        return self.items.pop()
    def peek(self):
        return self.items[-1]

def gen(xs):
    for x in xs:
        yield 10 / x

s = Stack()
try:
    s.pop()
except IndexError as e:
    print("caught:", e)
print(list(gen([1, 2, 5])))
try:
    list(gen([1, 0]))
except ZeroDivisionError as e:
    print("caught:", e)
f = lambda d: d["missing"]
try:
    f({})
except KeyError as e:
    print("caught KeyError", e)
values = [1, 2, "three", 4]
total = sum(v * 2 for v in values if isinstance(v, int))
print(total)
print([v + 1 for v in values])
