# abs, bin, oct, hex, chr, ord, ascii and their errors
print(abs(-5), abs(3.5), abs(-0.0), abs(True), abs(-10 ** 30), abs(False))
print(bin(10), bin(-10), bin(0), oct(8), oct(-8), hex(255), hex(-255), hex(10 ** 20), bin(True))
class Ix:
    def __index__(self):
        return 42
class Ab:
    def __abs__(self):
        return 'absolute'
print(bin(Ix()), hex(Ix()), oct(Ix()), abs(Ab()))
print(chr(65), chr(0x1F600), repr(chr(0)), repr(chr(0x10FFFF)), chr(True), chr(Ix()))
print(ord('a'), ord('€'), ord('😀'), ord(b'a'), ord(bytes([200])))
print(ascii('héllo'), ascii([1, 'ü', '😀']), ascii('\x00\n'), ascii(1), ascii('plain'))
for bad in [lambda: abs('x'), lambda: abs(), lambda: abs(1, 2), lambda: bin(1.5), lambda: hex('a'), lambda: oct(None),
            lambda: chr(-1), lambda: chr(0x110000), lambda: chr('a'), lambda: chr(1.5), lambda: chr(10 ** 20),
            lambda: ord(''), lambda: ord('ab'), lambda: ord(1), lambda: ord(b'ab'), lambda: ord(),
            lambda: ascii(), lambda: bin(), lambda: hex(1, 2), lambda: chr(), lambda: ord(x='a'), lambda: abs(x=1)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(abs(-2.5e300), hex(-0), oct(0), abs(-1 + 0))
print(f"{bin(5)[2:]:>08}", int(bin(37), 2), int(hex(-37), 16), int(oct(37), 8))
ord('too long')
