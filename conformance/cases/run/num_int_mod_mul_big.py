# int % and * where the operands or the product leave the safe-double range: a big int modulo a
# positive or negative small one, products of two large safe ints, and an LCG step, checked
# against a checksum of 2,130 results and the first 20.
_s = 5
def rr(lo, hi):
    global _s
    _s = (_s * 6364136223846793005 + 1442695040888963407) % 2**64
    return lo + _s * (hi - lo) // 2**64
vals = [0, 1, -1, 7, -7, 2**53-1, 2**53, -(2**53), 2**61+12345, -(2**61+5), 10**30, -(10**30)+3, 2**31*1103515245]
mods = [1, 2, 7, 2147483648, 2**53-1, -1, -7, -(2**31), 10**20, -(10**20)]
out = []
for a in vals:
    for b in mods:
        out.append((a % b, a * 3 % b, (a * 1103515245 + 12345) % b))
for i in range(2000):
    a = rr(-2**70, 2**70); b = rr(1, 2**52) * (1 if rr(0, 2) else -1)
    x = rr(-2**52, 2**52); y = rr(-2**52, 2**52)
    out.append((a % b, x * y, (x * y) % b, x * y // 3))
print(sum(v % 1000003 for t in out for v in t), len(out))
print(out[:20])
