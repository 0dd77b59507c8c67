import itertools as it, sys
class O: pass
def rc(o):
    return sys.getrefcount(o)
o = O()
base = rc(o)
c = it.chain([o], [])
print(rc(o) - base)
x = next(c)
del x
print(rc(o) - base)
r = it.repeat(o, 2)
print(rc(o) - base)
del r
print(rc(o) - base)
l = [o, O(), O()]
i = it.islice(l, 1, None)
print(list(i) and rc(o) - base)
a, b = it.tee([o, 1])
print(rc(o) - base)
next(a)
print(rc(o) - base)
next(b)
print(rc(o) - base)
del a, b
print(rc(o) - base)
cy = it.cycle([o])
next(cy)
print(rc(o) - base)
del cy
print(rc(o) - base)
acc = it.accumulate([o], lambda a, b: a)
next(acc)
print(rc(o) - base)
del acc
print(rc(o) - base)
p = it.pairwise([o, 1, 2])
q = next(p)
print(rc(o) - base)
del q
next(p)
print(rc(o) - base)
del p
print(rc(o) - base)
g = it.groupby([o, o])
k, grp = next(g)
print(rc(o) - base)
del k, grp, g
print(rc(o) - base)
pr = it.product([o])
t = next(pr)
print(rc(o) - base)
del t, pr
print(rc(o) - base)
z = it.zip_longest([o], [])
t = next(z)
print(rc(o) - base)
del t, z
print(rc(o) - base)
print(len(l))
