/**
 * Reference counting of the native itertools, _collections, _functools and _operator modules: each
 * program below exercises one area (normal use, exhaustion, errors part-way, cycles) and, once it
 * has run and a full collection is done, must leave exactly the containers an empty program
 * leaves (as refleak.test.ts checks for the core). A missing DECREF keeps an object alive.
 */
import { describe, expect, it } from "vitest";
import { liveAfterRun } from "../testing/liveAfterRun.js";
import { setJitThreshold } from "../objects/code.js";

const run = (src: string) => liveAfterRun(src, "<natives>");

const PRELUDE = "import itertools as it, _collections as c, _functools as f, _operator as o, gc\nclass Obj:\n    pass\ndef bad():\n    yield Obj()\n    raise ValueError\n";

const PROGRAMS: Record<string, string> = {
  itertools: `
x = [Obj() for _ in range(4)]
for g in [it.count(), it.cycle(x), it.repeat(x[0], 3), it.accumulate(x, lambda a, b: b), it.batched(x, 3), it.chain(x, x),
          it.compress(x, [1, 0, 1]), it.dropwhile(lambda v: v is x[0], x), it.filterfalse(None, x), it.islice(x, 1, None, 2),
          it.pairwise(x), it.starmap(lambda v: v, [(v,) for v in x]), it.takewhile(lambda v: True, x), it.zip_longest(x, x[:1]),
          it.product(x, repeat=2), it.permutations(x, 2), it.combinations(x, 2), it.combinations_with_replacement(x, 2)]:
    list(it.islice(g, 20))
a, b = it.tee(x * 30)
list(a); next(b)
for k, grp in it.groupby(x + x, key=id):
    list(grp)
gs = list(it.groupby(x))
`,
  itertoolsErrors: `
for make in [lambda: it.chain(bad()), lambda: it.islice(bad(), 5), lambda: it.zip_longest(bad(), [1, 2]), lambda: it.groupby(bad()),
             lambda: it.tee(bad())[0], lambda: it.pairwise(bad()), lambda: it.batched(bad(), 3), lambda: it.accumulate(bad()),
             lambda: it.cycle(bad()), lambda: it.product(bad()), lambda: it.starmap(len, bad())]:
    try:
        list(make())
    except Exception:
        pass
try:
    list(it.batched([Obj(), Obj()], 3, strict=True))
except ValueError:
    pass
`,
  itertoolsCycles: `
n = Obj()
n.c = it.cycle([n]); n.r = it.repeat(n); n.t = it.tee([n]); n.g = it.groupby([n]); n.p = it.product([n])
del n
t1, t2 = it.tee(range(3))
src = [t1]
t1, t2 = it.tee(iter(src))
next(t1)
del src, t1, t2
`,
  deque: `
d = c.deque([Obj() for _ in range(10)], maxlen=8)
d.append(Obj()); d.appendleft(Obj()); d.pop(); d.popleft(); d.rotate(3); d.reverse(); d.extend(d); d.extendleft([Obj()])
d.insert(0, Obj()) if len(d) < 8 else None
d[0] = Obj(); del d[1]; d.remove(d[0]); d2 = d.copy() + d; d2 *= 2; d3 = d * 3; list(reversed(d)); list(iter(d))
e = c.deque([Obj()]); e.append(e); repr(e)
try:
    d.index(Obj())
except ValueError:
    pass
it1 = iter(d); next(it1); d.append(Obj())
try:
    next(it1)
except RuntimeError:
    pass
`,
  defaultdict: `
dd = c.defaultdict(list)
dd[Obj()].append(Obj()); dd[1]; dd2 = dd.copy(); dd3 = dd | {2: Obj()}; dd |= {3: Obj()}; dd.__reduce__(); repr(dd)
dd.default_factory = Obj; dd[4]; dd.default_factory = None
try:
    dd[5]
except KeyError:
    pass
cnt = {}
c._count_elements(cnt, [Obj(), 'a', 'a'])
class T(tuple):
    x = c._tuplegetter(0, 'doc')
T((Obj(),)).x
`,
  functools: `
p = f.partial(lambda *a, **k: (a, k), Obj(), k=Obj())
p(Obj(), j=Obj()); q = f.partial(p, Obj()); q(); p.attr = p; p.__reduce__(); repr(p)
P = f.Placeholder
r = f.partial(lambda a, b: a, P, Obj()); r(Obj())
try:
    r()
except TypeError:
    pass
f.reduce(lambda a, b: b, [Obj(), Obj()], Obj())
K = f.cmp_to_key(lambda a, b: 0)
sorted([Obj(), Obj()], key=K)
w = f._lru_cache_wrapper(lambda v, k=None: Obj(), 2, True, tuple)
for i in range(5):
    w(Obj()); w(i, k=Obj()); w(i)
w.cache_info.__call__ if False else None; w.attr = w
u = f._lru_cache_wrapper(lambda v: v, None, False, tuple)
u(Obj()); u(1); u.cache_clear(); u(Obj())
`,
  operator: `
x = Obj(); x.a = Obj(); x.a.b = Obj()
o.attrgetter('a.b', 'a')(x); o.itemgetter(0, 1)([Obj(), Obj()]); o.methodcaller('__eq__', Obj())(x)
o.add([Obj()], [Obj()]); o.iadd([Obj()], [Obj()]); o.concat([Obj()], [Obj()]); o.countOf([Obj(), x], x); o.indexOf([x], x)
o.getitem([Obj()], 0); o.call(Obj); o.length_hint(iter([Obj()])); repr(o.methodcaller('m', Obj(), k=Obj()))
o.methodcaller('m', Obj(), k=Obj()).__reduce__()
try:
    o.attrgetter('a.nope')(x)
except AttributeError:
    pass
`,
};

const ERR_MAKERS = ["it.chain(bad())", "it.islice(bad(), 5)", "it.zip_longest(bad(), [1, 2])", "it.groupby(bad())", "it.tee(bad())[0]",
  "it.pairwise(bad())", "it.batched(bad(), 3)", "it.accumulate(bad())", "it.cycle(bad())", "it.product(bad())", "it.starmap(len, bad())"];
PROGRAMS["plain list(bad())"] = "try:\n    list(bad())\nexcept Exception:\n    pass\n";
PROGRAMS["plain for over bad()"] = "try:\n    for v in bad(): pass\nexcept Exception:\n    pass\n";
for (const m of ERR_MAKERS) PROGRAMS[`error in ${m}`] = `try:\n    list(${m})\nexcept Exception:\n    pass\n`;

describe("native modules release what they hold", () => {
  run(PRELUDE);
  const baseline = run(PRELUDE).live;
  for (const [name, body] of Object.entries(PROGRAMS)) {
    it(name, () => {
      const { live, out } = run(PRELUDE + body);
      expect(out).toBe("");
      expect(live).toEqual(baseline);
    });
    it(`${name}, every code object JIT-compiled`, () => {
      const old = setJitThreshold(1);
      try {
        const { live, out } = run(PRELUDE + body);
        expect(out).toBe("");
        expect(live).toEqual(baseline);
      } finally {
        setJitThreshold(old);
      }
    });
  }
});
