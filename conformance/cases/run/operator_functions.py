import _operator as o
print(sorted(n for n in dir(o) if not n.startswith('__')))
print(o.add, o.add.__module__, o.add.__name__, type(o.add).__name__)
print(o.add(1, 2), o.sub(5, 3), o.mul('a', 3), o.truediv(7, 2), o.floordiv(7, 2), o.mod(7, 3), o.pow(2, 10))
print(o.lshift(1, 5), o.rshift(64, 2), o.and_(12, 10), o.or_(12, 10), o.xor(12, 10), o.neg(3), o.pos(-3), o.inv(5), o.invert(0), o.abs(-2.5))
print(o.lt(1, 2), o.le(2, 2), o.eq(1, 1.0), o.ne('a', 'a'), o.gt(3, 2), o.ge(1, 2), o.lt([1], [1, 0]))
print(o.truth([]), o.truth([0]), o.not_(0), o.is_(None, None), o.is_not(1, None), o.is_none(None), o.is_none(0), o.is_not_none(0))
print(o.index(7), o.index(True), o.concat([1], [2]), o.concat('a', 'b'), o.concat((1,), (2,)), o.contains('abc', 'b'), o.contains([1], 2))
print(o.countOf([1, 2, 1, 1.0], 1), o.indexOf('abcb', 'b'), o.getitem({'k': 9}, 'k'), o.getitem('abc', slice(1, None)))
l = [1, 2, 3]
print(o.setitem(l, 0, 'x'), l, o.delitem(l, 1), l)
x = [1]
y = o.iadd(x, [2])
print(x, y is x, o.iconcat(x, (3,)), o.isub(5, 2), o.imul([0], 3), o.ipow(2, 5), o.itruediv(1, 4), o.ifloordiv(9, 2), o.imod(9, 4))
print(o.ilshift(1, 3), o.irshift(8, 3), o.iand(7, 2), o.ior(1, 2), o.ixor(3, 1))
class V:
    def __init__(self, v): self.v = v
    def __matmul__(self, other): return 'matmul'
    def __imatmul__(self, other): return 'imatmul'
    def __len__(self): return 4
print(o.matmul(V(1), V(2)), o.imatmul(V(1), V(2)))
print(o.length_hint([1, 2]), o.length_hint(iter([1, 2, 3])), o.length_hint(5), o.length_hint(5, 9), o.length_hint(V(0)), o.length_hint(iter(range(7))))
class H:
    def __length_hint__(self): return NotImplemented
class H2:
    def __length_hint__(self): return -1
class H3:
    def __length_hint__(self): return 'x'
class H4:
    def __len__(self): raise TypeError('no')
    def __length_hint__(self): return 3
print(o.length_hint(H(), 4), o.length_hint(H4()))
for h in [H2(), H3()]:
    try:
        o.length_hint(h)
    except Exception as e:
        print(type(e).__name__, e)
print(o.call(len, [1, 2]), o.call(dict, a=1), o.call(max, 1, 5, key=lambda v: -v))
print(o._compare_digest(b'abc', b'abc'), o._compare_digest(b'abc', b'abd'), o._compare_digest('ab', 'ab'), o._compare_digest(b'ab', bytearray(b'ab')), o._compare_digest(b'a', b'ab'))
