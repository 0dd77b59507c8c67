n = 2 ** 100
print(n, n // 7, n % 1000007, -n // 3, divmod(-17, 5), pow(3, 200, 1000))
print(int("ff", 16), hex(255), bin(10), oct(64), (1234567).bit_length())
import math
print(math.factorial(30), math.gcd(462, 1071), math.isqrt(10 ** 20 + 1))
print(10 ** 20 // 3, 7 ** 23, abs(-(2 ** 70)), round(12345, -2))
