# a small "real" program: inventory with classes, exceptions, sorting, formatting, generators
class InventoryError(Exception):
    def __init__(self, item, msg):
        super().__init__(f"{item}: {msg}")
        self.item = item

class OutOfStock(InventoryError):
    pass

class Item:
    __slots_like__ = ("name", "price", "qty")
    def __init__(self, name, price, qty=0):
        self.name = name
        self.price = price
        self.qty = qty
    @property
    def value(self):
        return self.price * self.qty
    def __repr__(self):
        return f"Item({self.name!r}, {self.price:.2f}, qty={self.qty})"
    def __lt__(self, other):
        return self.value < other.value

class Inventory:
    def __init__(self):
        self._items = {}
        self.log = []
    def add(self, name, price, qty):
        item = self._items.get(name)
        if item is None:
            item = self._items[name] = Item(name, price, 0)
        item.qty += qty
        self.log.append(("add", name, qty))
        return self
    def remove(self, name, qty):
        try:
            item = self._items[name]
        except KeyError:
            raise InventoryError(name, "unknown item") from None
        if item.qty < qty:
            raise OutOfStock(name, f"only {item.qty} left, wanted {qty}")
        item.qty -= qty
        self.log.append(("remove", name, qty))
    def __iter__(self):
        return iter(sorted(self._items.values(), reverse=True))
    def __len__(self):
        return len(self._items)
    def report(self):
        lines = [f"{'name':<8}|{'price':>8}|{'qty':>5}|{'value':>9}"]
        for it in self:
            lines.append(f"{it.name:<8}|{it.price:>8.2f}|{it.qty:>5d}|{it.value:>9,.2f}")
        total = sum(it.value for it in self)
        lines.append(f"{'total':<8}|{'':>8}|{'':>5}|{total:>9,.2f}")
        return "\n".join(lines)

inv = Inventory()
inv.add("apple", 0.5, 100).add("pear", 0.75, 40).add("melon", 3.2, 7).add("apple", 0.5, 20)
print(len(inv), list(inv))
for name, qty in [("apple", 30), ("kiwi", 1), ("melon", 10), ("pear", 40)]:
    try:
        inv.remove(name, qty)
        print("removed", qty, name)
    except OutOfStock as e:
        print("out of stock:", e, "|", e.item, type(e).__mro__[1].__name__)
    except InventoryError as e:
        print("error:", e, e.__cause__, e.__suppress_context__)
print(inv.report())
counts = {}
for op, name, qty in inv.log:
    counts[op] = counts.get(op, 0) + qty
print(counts, sorted(inv.log, key=lambda t: (t[1], -t[2]))[:3])
def running_totals(xs):
    total = 0
    for x in xs:
        total += x
        yield total
print(list(running_totals(q for _, _, q in inv.log)))
memo = {}
def ways(n):
    if n in memo:
        return memo[n]
    r = 1 if n <= 1 else ways(n - 1) + ways(n - 2)
    memo[n] = r
    return r
print(ways(90), len(memo))
text = "the cat and the hat and the bat sat on the mat"
freq = {}
for w in text.split():
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
print(top[:4], max(freq, key=freq.get))
inv.remove("ghost", 1)
