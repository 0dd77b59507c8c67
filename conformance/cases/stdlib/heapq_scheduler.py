import heapq
import itertools

tasks = []
counter = itertools.count()
def add_task(priority, name):
    heapq.heappush(tasks, (priority, next(counter), name))

for p, n in [(3, "write docs"), (1, "fix bug"), (2, "review"), (1, "deploy"), (5, "lunch")]:
    add_task(p, n)
print(tasks[0])
while tasks:
    pri, _, name = heapq.heappop(tasks)
    print(pri, name)

data = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0]
heap = data[:]
heapq.heapify(heap)
print(heap, heap[0])
print(heapq.heappushpop(heap, -1), heapq.heapreplace(heap, 100), heap)
print(heapq.nsmallest(3, data), heapq.nlargest(3, data))
people = [{"name": "a", "age": 30}, {"name": "b", "age": 25}, {"name": "c", "age": 35}]
print(heapq.nsmallest(2, people, key=lambda p: p["age"]), heapq.nlargest(1, people, key=lambda p: p["age"]))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 3, 9])))
print(list(heapq.merge(["apple", "fig"], ["banana", "kiwi"], key=len)))
print(list(heapq.merge([7, 4, 1], [8, 5, 2], reverse=True)))

maxheap = []
for x in [5, 1, 8, 3]:
    heapq.heappush_max(maxheap, x) if hasattr(heapq, "heappush_max") else heapq.heappush(maxheap, -x)
print(sorted(maxheap, reverse=True) if hasattr(heapq, "heappush_max") else sorted((-v for v in maxheap), reverse=True))

def dijkstra(graph, start):
    dist = {start: 0}
    pq = [(0, start)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph.get(u, []):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dist
g = {"A": [("B", 4), ("C", 1)], "C": [("B", 2), ("D", 7)], "B": [("D", 1)]}
print(dijkstra(g, "A"))
try:
    heapq.heappop([])
except IndexError as e:
    print(type(e).__name__, e)
try:
    heapq.heappush([1, "a"], 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    heapq.heapify((1, 2))
except TypeError as e:
    print(type(e).__name__, e)
