# subscripts with every slice form: lists, tuples, str, bytes, range, custom __getitem__; errors
s = list(range(10))
forms = ["s[:]", "s[2:]", "s[:3]", "s[::2]", "s[2:5]", "s[2::3]", "s[:8:3]", "s[1:9:2]",
         "s[::-1]", "s[-3:]", "s[:-7]", "s[-1:2:-2]", "s[5:2]", "s[100:]", "s[-100:3]", "s[::-3]",
         "s[None:None:None]", "s[True:]", "s[8:1:-1]", "s[:0]"]
for f in forms:
    print(f, eval(f))
class Show:
    def __getitem__(self, k):
        return k
sh = Show()
print(sh[1:2], sh[:], sh[::], sh[1:], sh[:2], sh[::3], sh[1:2:3], sh[:2:3], sh[1::3])
print(sh[1:2, 3], sh[..., 1:], sh[:, None], sh["a":"b"], sh[[1]:(2,)], sh[1:2,])
print(sh[-1], sh[(1, 2)], sh[()], sh[0:1:-1], sh[0:1:None])
text = "hello world"
print(text[::-1], text[6:], text[:5].upper(), text[1:-1:3], text[-5::2])
print(b"bytes"[1:3], bytearray(b"abcdef")[::2], (1, 2, 3, 4)[1::2], range(20)[3:15:4], range(10)[::-1][:3])
print(memoryview(b"abcdef")[1:4].tobytes(), memoryview(b"abcdef")[::-2].tobytes())
t = s.copy()
t[2:5] = ["a"]
print(t)
t[::3] = "WXYZ"[:len(t[::3])]
print(t)
t[1:1] = [0, 0]
print(t)
t[:] = []
print(t)
u = list(range(5))
u[5:] = [5, 6]
u[-1:] = []
del u[::2]
print(u)
sl = slice(1, 8, 2)
print(s[sl], s[sl] == s[1:8:2])
for expr in ["s[::0]", "s[1.5:]", "s['a':]", "s[1:2] = 5", "s[::2] = [1]", "(1, 2)[::0]", "'abc'[1:2] = 'x'",
             "s[[1]]", "range(3)[::0]", "s[10]",
             "s[-11]", "'abc'[5]", "s[1:2:3:4]"]:
    try:
        exec(expr)
        print(expr, "ok")
    except (TypeError, ValueError, IndexError, SyntaxError) as e:
        print(expr, "->", type(e).__name__, e)
class Idx:
    def __init__(self, n):
        self.n = n
    def __index__(self):
        return self.n
print(s[Idx(1):Idx(4):Idx(2)], "abcdef"[Idx(-2):], s[Idx(3)])
big = 10**30
print(s[-big:big], s[big:], s[:-big], s[::big], s[::-big])
print(type(sh[::]).__name__)
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[1:] for row in matrix[::2]], matrix[-1][::-1], [r[i] for i, r in enumerate(matrix)])
print(s[2:8][::-1][1:3], "".join(reversed(text))[::2] == text[::-1][::2])
s[::2] = [1, 2]
