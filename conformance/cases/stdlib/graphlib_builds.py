from graphlib import TopologicalSorter, CycleError

deps = {
    "app": {"lib", "config"},
    "lib": {"utils", "logging"},
    "tests": {"app", "fixtures"},
    "config": {"utils"},
    "fixtures": set(),
    "utils": set(),
    "logging": {"utils"},
}
ts = TopologicalSorter(deps)
order = list(ts.static_order())
print(order)
pos = {n: i for i, n in enumerate(order)}
print(all(pos[d] < pos[n] for n, ds in deps.items() for d in ds))

ts = TopologicalSorter()
for node, ds in deps.items():
    ts.add(node, *sorted(ds))
ts.prepare()
rounds = []
while ts.is_active():
    ready = sorted(ts.get_ready())
    rounds.append(ready)
    for n in ready:
        ts.done(n)
print(rounds)

g = TopologicalSorter({"a": ["b"], "b": ["c"], "c": ["a"], "d": []})
try:
    g.prepare()
except CycleError as e:
    print(type(e).__name__, e.args[0], sorted(e.args[1]))
t2 = TopologicalSorter({"x": ["y"]})
t2.prepare()
for bad in [lambda: t2.prepare(), lambda: t2.done("x"), lambda: t2.add("z")]:
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e)
t3 = TopologicalSorter()
try:
    t3.done("a")
except ValueError as e:
    print(type(e).__name__, e)
print(list(TopologicalSorter({1: [2, 3], 2: [3], 3: []}).static_order()))
print(list(TopologicalSorter().static_order()))
