# int arithmetic: big values, floor division and modulo signs, shifts, errors
a, b = 3 ** 80, -(7 ** 40)
print(a + b, a - b, a * b, a // b, a % b, -a // b, -a % b, divmod(a, b), divmod(-a, -b))
for x in [7, -7, 10 ** 20 + 1, -(10 ** 20) - 1]:
    for y in [2, -2, 3, -3, 10 ** 10, -(10 ** 10)]:
        print(x // y, x % y, end=" | ")
    print()
print(1 << 100, -1 << 70, (1 << 100) >> 99, -1 >> 100, -(2 ** 100) >> 3, 5 >> 64, -5 >> 1, 0 << 1000)
print(2 ** 0, 0 ** 0, (-2) ** 63, (-3) ** 3, 2 ** -1, 4 ** -2, (-2) ** -3, 10 ** 25 // 10 ** 24)
print(-(2 ** 64) & 0xFFFF, (2 ** 65 - 1) & -(2 ** 64), -5 | 3, -5 ^ 3, ~(2 ** 70), -(2 ** 70) ^ (2 ** 69))
print(7 / 2, -7 / 2, 10 ** 30 / 10 ** 10, (2 ** 1000) / (2 ** 999), 1 / 3, 2 ** 53 + 1 == (2 ** 53 + 1) * 1.0)
print((10 ** 400) // (10 ** 390), (10 ** 400) / (10 ** 399), (2 ** 1100) / 3 ** 600)
print(9007199254740993 / 1, 18014398509481987 / 2, (2 ** 80 + 1) / 2 ** 80, 123456789012345678901234567890 / 7)
print(int.__mul__(2 ** 40, 2 ** 40), pow(2, 100), pow(-2, 101), pow(3, 0), 0 * -1, -0)
for f in [lambda: 1 // 0, lambda: 1 % 0, lambda: divmod(1, 0), lambda: 1 / 0, lambda: 0 ** -1, lambda: 1 << -1,
          lambda: 1 >> -1, lambda: 2 ** 10000 / 3, lambda: (10 ** 400) / 3, lambda: 1 + "a", lambda: "a" * 2.0,
          lambda: 10 ** 400 * 1.0, lambda: 1 << (1 << 100), lambda: (2 ** 1100) // 0.5, lambda: -5 % 0]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
x = 10
x += 5; x -= 2; x *= 3; x //= 4; x %= 7; x **= 3; x <<= 2; x >>= 1; x &= 0xFF; x |= 1; x ^= 3
print(x)
