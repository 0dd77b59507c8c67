# assorted builtins and their error messages
print(abs(-3.5), round(1234.5678, -2), round(0.5), round(1.5), round(-2.5), pow(2, 10), pow(2, 10, 1000), pow(2.0, -1))
print(divmod(-7, 2), divmod(7.5, 2), max("abc"), min([3, 1], default=0), max([], default="none"))
print(sorted("hello"), list(reversed(range(4))), list(zip(*[(1, "a"), (2, "b")])), dict(enumerate("xy", 1)))
print(int("ff", 16), int("0b101", 0), int(" 42 "), int(3.99), int(-3.99), float(" 2.5 "), float("-inf"))
print(bool(""), bool("0"), str(None), str([1, "a"]), repr(1.0), repr(0.1 + 0.2), 10 ** 20, 2 ** 0.5)
print(isinstance(3, (str, int)), issubclass(bool, int), callable(len), callable(3), type(None).__name__)
print(hex(-255), oct(0), bin(-3), chr(0x1F600) == "\U0001F600", ascii("héllo"), format(1234.5, ",.1f"), format(42, "08b"))
print(list(map(pow, [2, 3], [3, 2])), list(filter(lambda x: x > 1, [0, 1, 2, 3])), any([]), all([1, 0]))
print(len({}), len(()), len("abc"), len(range(5, 0, -1)), sum([0.1] * 10), sum([[1], [2]], []))
print(getattr(1, "real"), hasattr([], "append"), id(None) == id(None), hash("x") == hash("x"))
for bad in ["int('x')", "float('y')", "chr(-1)", "ord('ab')", "len(1)", "abs('a')", "iter(5)", "next(iter([]))", "sorted(1)", "min([])"]:
    try:
        {"int('x')": lambda: int("x"), "float('y')": lambda: float("y"), "chr(-1)": lambda: chr(-1), "ord('ab')": lambda: ord("ab"),
         "len(1)": lambda: len(1), "abs('a')": lambda: abs("a"), "iter(5)": lambda: iter(5), "next(iter([]))": lambda: next(iter([])),
         "sorted(1)": lambda: sorted(1), "min([])": lambda: min([])}[bad]()
    except Exception as e:
        print(bad, "->", type(e).__name__, e)
