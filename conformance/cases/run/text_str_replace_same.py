# str.replace gives the string itself when nothing changes: count 0, no occurrence, or old and
# new the same object; a subclass gets an exact str copy.
z = 'abc'
b = 'b'
print(z.replace('z', 'q') is z, z.replace(b, b) is z, z.replace('b', 'x', 0) is z, z.replace('b', 'x'))
class S(str):
    pass
x = S('abc')
for r in [x.replace('z', 'q'), x.replace('b', 'b'), x.replace('b', 'x')]:
    print(type(r).__name__, r)
s = 'ab' * 50
print(s.replace('ab', '$&'), s.replace('a', '$1', 3), s.replace('b', '', -1)[:10])
print('aaa'.replace('a', 'aa'), 'aaa'.replace('aa', 'b'), 'x'.replace('', '-'), ''.replace('', 'q'))
