from itertools import groupby, accumulate, islice, chain, zip_longest, product, count, takewhile
from operator import itemgetter

sales = [("2026-01", "north", 120), ("2026-01", "south", 80), ("2026-02", "north", 150),
         ("2026-02", "south", 95), ("2026-02", "east", 40), ("2026-03", "north", 110)]
for month, rows in groupby(sales, key=itemgetter(0)):
    rows = list(rows)
    print(month, sum(r[2] for r in rows), [r[1] for r in rows])
monthly = [sum(r[2] for r in g) for _, g in groupby(sales, key=itemgetter(0))]
print(monthly, list(accumulate(monthly)), list(accumulate(monthly, lambda a, b: max(a, b))))
by_region = {k: sum(r[2] for r in g) for k, g in groupby(sorted(sales, key=itemgetter(1)), key=itemgetter(1))}
print(by_region)

def chunked(it, n):
    it = iter(it)
    while batch := list(islice(it, n)):
        yield batch
print(list(chunked(range(11), 4)))
header = ["region", "jan", "feb"]
table = [["north", 120, 150], ["south", 80], ["east"]]
for row in table:
    print(" | ".join(f"{c!s:>6}" for c, _ in zip_longest(row, header, fillvalue="-")))
grid = [f"{r}{c}" for r, c in product("ABC", range(1, 4))]
print(grid)
print(list(takewhile(lambda x: x < 50, (n * n for n in count(1)))))
print(list(chain.from_iterable(zip("abc", "123"))))
def primes():
    found = []
    for n in count(2):
        if all(n % p for p in takewhile(lambda p: p * p <= n, found)):
            found.append(n)
            yield n
print(list(islice(primes(), 15)))
