# str.translate asks the table in CPython's order: an ASCII string through the fast loop once per
# distinct character (a deletion or a one-character ASCII result remembered), the rest character
# by character, the character after a deleted run looked up twice.
class M:
    def __init__(self):
        self.calls = []
    def __getitem__(self, k):
        self.calls.append(k)
        if k == 97: return 'X'
        if k == 98: return None
        if k == 99: return 'é'
        if k == 100: return 300
        if k == 101: return 'ee'
        raise LookupError(k)
for s in ['abcabc', 'xbbbyabz', 'aaa', 'ébbba', 'dabc', '', 'bbbb', 'x😀b', 'aeae', 'bbbx😀bbé']:
    m = M()
    print(repr(s.translate(m)), m.calls)
class D(dict):
    def __missing__(self, k):
        return None if k == 122 else k + 1
print('xyz'.translate(D({120: 'X'})))
t = str.maketrans('abc', 'xyz', 'd')
print('abcdefg'.translate(t), 'é😀abcd'.translate(t))
s = ('lorem ipsum dolor sit amet ' * 100)
print(s.translate(t) == s.replace('a', 'x').replace('b', 'y').replace('c', 'z').replace('d', ''))
for bad in [{97: -1}, {97: 1.5}, {97: 0x110000}, {97: 2 ** 70}]:
    try:
        'a'.translate(bad)
    except Exception as e:
        print(type(e).__name__, e)
class E:
    def __getitem__(self, k):
        raise KeyError(k) if k == 97 else ZeroDivisionError('boom')
try:
    'ab'.translate(E())
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
