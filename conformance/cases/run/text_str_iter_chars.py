# Iterating a str gives one str a code point (a surrogate pair one step, a lone surrogate alone),
# the Latin-1 ones shared; ord/chr on the shared characters; min/max/sum of lists and tuples of
# ints and floats (the first best kept, NaN comparing false).
import sys
print(list('aé€😀\ud800x'), list(iter('')), type(iter('abc')).__name__, type(iter('é')).__name__)
it = iter('ab😀c'); print(next(it), list(it), list(it))
print(all(a is b for a, b in zip('héllo', 'héllo')), [sys.getrefcount(c) > 10000 for c in 'xé€'])
print([ord(c) for c in 'aé€😀'], ord(b'a'), ord(bytearray(b'z')), chr(97), chr(255), chr(256), chr(0x1f600))
print(chr(200) is chr(200), chr(200) is 'È'[0])
class I(int):
    pass
print(chr(I(65)), ord('\ud83d'), ord(str('x')))
for bad in [lambda: chr(-1), lambda: chr(0x110000), lambda: ord('ab'), lambda: ord(''), lambda: chr(1.5)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
x = [1.0, 1]
print(type(min(x)).__name__, type(max(x)).__name__, min(1, 1.0), max(1.0, 1))
nan = float('nan')
print(max([nan, 1, 2]), max([1, nan, 2]), min([2, nan, 1]), min((5, 2, 9)), max([2 ** 70, 1]), min([True, 0]))
print(sum([1, 2, 3]), sum((1.5, 2)), sum([2 ** 62, 2 ** 62]), sum([1, 2], 10), sum(range(100)))
