from collections import OrderedDict, UserDict, UserList, UserString, deque, Counter

class LRU:
    def __init__(self, capacity):
        self.cap = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0
    def get(self, key):
        if key not in self.data:
            self.misses += 1
            return None
        self.hits += 1
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key, value):
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.cap:
            old = self.data.popitem(last=False)
            print("evict", old)

c = LRU(3)
for k in "abcadeab":
    if c.get(k) is None:
        c.put(k, k.upper())
print(list(c.data.items()), c.hits, c.misses)

class CaseInsensitiveDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    def __getitem__(self, key):
        return super().__getitem__(key.lower())
    def __contains__(self, key):
        return key.lower() in self.data
h = CaseInsensitiveDict({"Content-Type": "text/html"})
h["ACCEPT"] = "*/*"
print(h["content-type"], "Accept" in h, dict(h), len(h), h.get("missing", "-"))
try:
    h["nope"]
except KeyError as e:
    print(type(e).__name__, e)

class Stack(UserList):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
s = Stack([1, 2])
s.push(3)
print(s, s.peek(), s + [4], type(s + [4]).__name__, s[1:], type(s[1:]).__name__, s * 2)

class Shout(UserString):
    def __str__(self):
        return self.data.upper() + "!"
sh = Shout("hey")
print(str(sh), sh + " you", type(sh + "x").__name__, sh.replace("e", "a"), sh[::-1], len(sh), "e" in sh)

history = deque(maxlen=3)
for cmd in ["ls", "cd /", "pwd", "echo hi", "exit"]:
    history.append(cmd)
print(list(history), history[0])
window, avg = deque(), []
for x in [10, 20, 30, 40, 50]:
    window.append(x)
    if len(window) > 3:
        window.popleft()
    avg.append(sum(window) / len(window))
print(avg)
inv = Counter(apples=3, pears=0, plums=-1)
print(+inv, -inv, inv.most_common(), sorted(inv.elements()), Counter("hello").most_common(1))
