# bool: a subclass of int with its own reprs and bitwise operators
print(True, False, repr(True), str(False), bool(0), bool(0.0), bool(-0.0), bool(""), bool("0"), bool([]), bool(None))
print(True + True, True - False, True * 7, True / 2, True // 2, True % 2, True ** 10, -True, +True)
print(True & False, True | False, True ^ True, False ^ False, True & 1, True | 2, type(True & 1).__name__, type(True & True).__name__)
print(type(True + False).__name__, type(-True).__name__, type(abs(True)).__name__, abs(False), True << 3, True >> 1)
print(isinstance(True, int), issubclass(bool, int), bool.__base__, type(True).__name__, int(True), float(True))
print(f"{True}", f"{True:d}", f"{True:>6}", f"{False!r:^9}|", format(True, ""), format(True, "x"), "%d %s %r" % (True, True, False))
print(True == 1, False == 0, True == 1.0, hash(True), hash(False), {True: "a", 1: "b", 1.0: "c"}, {0, False, 0.0})
print(sum([True, True, False]), max(True, 2), min(False, -1), sorted([True, False, 0, 1]), divmod(True, True))
print(True.bit_length(), True.real, True.imag, True.numerator, True.denominator, True.conjugate(), True.is_integer())
print(bool.from_bytes(b"\x00\x01"), round(True), round(True, 2), type(round(True)).__name__)
class Z:
    def __bool__(self):
        return False
class L:
    def __len__(self):
        return 3
print(bool(Z()), bool(L()), not Z(), not L(), bool(x=1) if False else bool(1))
for v in [Z, L]:
    pass
class BadBool:
    def __bool__(self):
        return 1
class BadLen:
    def __len__(self):
        return -1
for obj in [BadBool(), BadLen()]:
    try:
        bool(obj)
    except Exception as e:
        print(type(e).__name__, e)
try:
    class B(bool):
        pass
except TypeError as e:
    print(e)
try:
    bool(1, 2)
except TypeError as e:
    print(e)
try:
    True.foo = 1
except AttributeError as e:
    print(e)
print(bool.__new__(bool, 5), bool.__new__(bool), True.__and__(False), True.__rand__(1), True.__xor__(5))
print(True.__or__(1.0), True.__ror__(False), not True, not 0)
