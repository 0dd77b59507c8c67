# math functions with arguments CPython refuses at once (no hang), and huge isqrt
import math
for t in ["math.perm(2**64)", "math.perm(2**64, 2)", "math.perm(10**20, 10**19)", "math.perm(2**64, 2**64)",
          "math.perm(-1)", "math.perm(5, -1)", "math.perm(3, 5)", "math.perm(30, 2**64)", "math.factorial(2**64)",
          "math.factorial(-1)", "math.comb(2**64, 3).bit_length()", "math.perm(2**64, 3).bit_length()",
          "math.isqrt(10**20000).bit_length()", "math.isqrt(10**20000) ** 2 <= 10**20000 < (math.isqrt(10**20000) + 1) ** 2",
          "math.isqrt(2**5000 - 1) == 2**2500 - 1", "math.isqrt(2**5001).bit_length()"]:
    try:
        print(t, eval(t))
    except OverflowError as e:
        # (the limit in the message is a C long's or a long long's maximum)
        print(t, "OverflowError", str(e).split(" exceed")[0])
    except BaseException as e:
        print(t, type(e).__name__, e)
