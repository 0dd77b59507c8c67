# chr, ord, bin, oct, hex, ascii, callable: values, __index__, and every error path
class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
class BadIdx:
    def __index__(self):
        return 'x'
print(chr(65), chr(0x10ffff) == '\U0010ffff', chr(Idx(97)), chr(True), ord('a'), ord('\U0001f600'), ord(b'A'), ord(bytearray(b'z')))
print(bin(0), bin(-5), bin(Idx(10)), oct(8), oct(-8), hex(255), hex(-255), hex(2 ** 70), bin(True), oct(Idx(-9)))
print(ascii('abc'), ascii('é'), ascii('\u1234\U0001f600'), ascii([1, 'ü']), ascii(b'\xff'), ascii(None))
print(callable(len), callable(1), callable(Idx), callable(Idx(1)), callable(lambda: 0), callable(print.__call__))
for bad in [lambda: chr(-1), lambda: chr(0x110000), lambda: chr(2 ** 100), lambda: chr(-2 ** 100), lambda: chr('a'), lambda: chr(1.5),
            lambda: chr(), lambda: chr(1, 2), lambda: chr(BadIdx()), lambda: chr(Idx(-3)),
            lambda: ord(''), lambda: ord('ab'), lambda: ord(b''), lambda: ord(b'ab'), lambda: ord(1), lambda: ord(None),
            lambda: ord(), lambda: ord(bytearray()), lambda: ord(memoryview(b'a')),
            lambda: bin(1.5), lambda: oct('7'), lambda: hex(None), lambda: hex(BadIdx()), lambda: bin(), lambda: hex(1, 2),
            lambda: ascii(), lambda: callable(), lambda: callable(1, 2), lambda: chr(x=1), lambda: hex(number=1)]:
    try:
        print(repr(bad()))
    except Exception as e:
        print(type(e).__name__, e)
class ReprBad:
    def __repr__(self):
        return 5
class ReprRaise:
    def __repr__(self):
        raise KeyError('no repr')
for o in [ReprBad(), ReprRaise()]:
    try:
        print(ascii(o))
    except Exception as e:
        print(type(e).__name__, e)
class StrSub(str):
    pass
print(ord(StrSub('q')), ascii(StrSub('é')), hex(Idx(2 ** 64)), [hex(i) for i in (-1, 0, 1, 15, 16)])
print(format(255, '#x'), format(-255, '#o'), format(5, '#b'), '%x %o %X' % (255, 8, 255))
ord('too long')
