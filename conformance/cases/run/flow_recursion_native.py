# Recursion that passes through native code calling back into Python (__eq__ from a dict
# lookup, __hash__, __getattr__, __getitem__, properties, sort keys, map(), min(key=), str()):
# 150 levels deep each (the oracle, CPython as wasm, has a small native stack), the results,
# and an error raised at the bottom unwinding through all of them.

class Key:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return 7
    def __eq__(self, other):
        # a dict lookup of an equal-hash key compares, which looks up again one level down
        if self.n == 0 or other.n == 0:
            return self.n == other.n
        return {Key(self.n - 1): "v"}.get(Key(other.n - 1)) == "v"

print(Key(150) == Key(150), Key(150) == Key(90))

class Chain:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        return 0 if self.n == 0 else hash(Chain(self.n - 1)) + 1

print(hash(Chain(150)))

class Lazy:
    def __init__(self, n):
        self.n = n
    def __getattr__(self, name):
        if self.n == 0:
            return name
        return getattr(Lazy(self.n - 1), name) + "."

print(len(Lazy(150).anything))

class Seq:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        return i if self.n == 0 else Seq(self.n - 1)[i + 1]
    @property
    def depth(self):
        return 0 if self.n == 0 else Seq(self.n - 1).depth + 1
    def __repr__(self):
        return "S" if self.n == 0 else "(" + str(Seq(self.n - 1)) + ")"

print(Seq(150)[0], Seq(150).depth, len(repr(Seq(150))))

def by_key(n):
    return n if n <= 0 else sorted([n - 1], key=by_key)[0] + 1
def via_map(n):
    return 0 if n == 0 else list(map(via_map, [n - 1]))[0] + 1
def via_min(n):
    return 0 if n == 0 else min([n - 1], key=via_min) + 1

print(by_key(150), via_map(150), via_min(150))

class Bottom(Exception):
    pass

def fail_deep(n):
    if n == 0:
        raise Bottom("at the bottom")
    return sorted([n], key=lambda x: fail_deep(x - 1))

try:
    fail_deep(150)
except Bottom as e:
    print(type(e).__name__, e)

class Odd:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        if self.n == 0:
            raise ValueError("no equality down here")
        return Odd(self.n - 1) == other

try:
    print(Odd(100) in [1, 2, 3])
except ValueError as e:
    print("ValueError", e)

fail_deep(3)
