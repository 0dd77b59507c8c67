# __del__ resurrection: an object stored away by its finalizer survives, and __del__ never runs twice
import sys
saved = []

class Phoenix:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name, "refcount in __del__", sys.getrefcount(self))
        saved.append(self)

p = Phoenix("one")
del p
print("saved", len(saved), saved[0].name)
print("refcount after resurrection", sys.getrefcount(saved[0]))
saved.clear()
print("cleared without a second __del__")


class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
    def __del__(self):
        Counter.count -= 1

objs = [Counter() for _ in range(5)]
print("alive", Counter.count)
del objs[:3]
print("alive", Counter.count)
objs = None
print("alive", Counter.count)

class Chain:
    def __init__(self, name, nxt=None):
        self.name = name
        self.nxt = nxt
    def __del__(self):
        print("del", self.name)

head = Chain("a", Chain("b", Chain("c")))
head = None
print("chain released")
