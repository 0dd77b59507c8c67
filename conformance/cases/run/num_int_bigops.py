# big-int operations: powers, bitwise ops on negatives, reprs, conversions
a = 3 ** 200
b = -(7 ** 90)
print(a % 1000003, b % 1000003, a // -b, a % -b, (a * b) >> 300, (b << 17) & 0xFFFFFFFF, b >> 5, ~b >> 100)
print(a & b, (a | b) % 10 ** 10, (a ^ b) % 10 ** 10, -a & 0xFFFF, -a | 0xFF, bin(-(2 ** 65) & (2 ** 70 - 1))[:20])
print(hex(a)[:30], oct(b)[:30], bin(2 ** 100 + 1)[:10], len(bin(a)), a.bit_length(), b.bit_count(), (2 ** 1000 - 1).bit_count())
print(pow(a, 3, 10 ** 9), pow(b, 5, -(10 ** 9)), pow(2, 10 ** 18, 10 ** 9 + 7), pow(a, -1, 10 ** 9 + 7), pow(-a, -3, 97))
print(int(str(a)) == a, int(hex(a), 16) == a, int(oct(b), 8) == b, int(bin(a), 0) == a, float(a), float(b))
print(abs(b) == -b, divmod(a, 97), divmod(b, 97), divmod(a, -97), divmod(b, -97), a // 1.5e10 if a < 1e300 else "big")
print(sum(range(10 ** 6)), sum([2 ** 64] * 10), max(a, b), min(a, b, key=abs) == b, sorted([a, b, 0, -1])[:2] == [b, -1])
print(10 ** 18 * 10 ** 18, (10 ** 18 + 1) ** 3, -(10 ** 18) // 7, (2 ** 63) * (2 ** 63), (2 ** 53 + 1) * 3, 9999999999999999 * 9999999999999999)
print(12345678901234567890 % 1e10, 2 ** 100 / 2 ** 50, 2 ** 100 // 2.0 ** 50, (10 ** 20) % 7.5, round(10 ** 20 / 3), int(1e18) + 1)
x = 1
for i in range(1, 60):
    x = x * i + (-1) ** i
print(x, x % 999983, str(x)[:15], len(str(x)))
n = 0
for i in range(200):
    n = (n << 3) ^ (i * 0x9E3779B9) & ((1 << 96) - 1)
print(n, hex(n), n.bit_length())
print(int("-" + "9" * 50) + 1, int("1" * 40, 2), int("z" * 12, 36), int("0b" + "1" * 70, 0) == 2 ** 70 - 1)
