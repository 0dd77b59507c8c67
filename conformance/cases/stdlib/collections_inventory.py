from collections import Counter, OrderedDict, defaultdict, deque, namedtuple, ChainMap

words = "the quick brown fox jumps over the lazy dog the end fox".split()
c = Counter(words)
print(c.most_common(3))
print(c["the"], c["missing"], sorted(c.elements())[:5])
c.update(["fox", "cat"])
c.subtract({"the": 2})
print(sorted(c.items()))
print(Counter("abracadabra") & Counter("alakazam"), Counter("aab") | Counter("abb"))
print(Counter(a=3, b=1) - Counter(a=1, b=2), +Counter(a=-1, b=2), c.total())

groups = defaultdict(list)
for w in words:
    groups[len(w)].append(w)
print(dict(sorted(groups.items())))
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(sorted(counts.items()), counts.default_factory)

Item = namedtuple("Item", "name price qty", defaults=[1])
stock = [Item("apple", 0.5, 10), Item("pear", 0.75), Item("plum", 0.2, 40)]
print(stock[1], stock[1]._asdict(), Item._fields, Item._field_defaults)
print(sum(i.price * i.qty for i in stock))
print(stock[0]._replace(qty=0), Item._make(["kiwi", 1.0, 3]))
try:
    Item("x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    namedtuple("Bad", ["ok", "class"])
except ValueError as e:
    print(type(e).__name__, e)

od = OrderedDict()
for k in "bca":
    od[k] = ord(k)
od.move_to_end("b")
print(od, od.popitem(last=False), list(od))
od2 = OrderedDict(c=99, a=97)
print(od == dict(a=97, c=99), od == od2, list(reversed(od)))

dq = deque(range(5), maxlen=5)
dq.append(5)
dq.appendleft(-1)
dq.rotate(2)
print(dq, dq.maxlen, dq.count(3), dq.index(3))
dq.extendleft([10, 11])
print(dq, dq.pop(), dq.popleft())
try:
    deque().pop()
except IndexError as e:
    print(type(e).__name__, e)

defaults = {"color": "red", "user": "guest"}
env = {"user": "admin"}
cm = ChainMap({}, env, defaults)
cm["color"] = "blue"
print(cm["user"], cm["color"], len(cm), sorted(cm), cm.maps[0])
child = cm.new_child({"user": "root"})
print(child["user"], child.parents["user"], dict(child))
