# print(): sep, end, file, flush, errors
import sys
print()
print(1, 2, 3)
print(1, 2, 3, sep='')
print(1, 2, 3, sep=None, end=None)
print('a', 'b', sep=', ', end='!\n')
print('no newline', end='')
print(' continued')
print('x', end='\n\n')
print(*[1, 2, 3], sep='|')
print(*'abc')
print('to stderr', file=sys.stderr)
print('to stdout', file=sys.stdout, flush=True)
print('none file', file=None)
class W:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
w = W()
print('hello', 'world', file=w, sep='-', end='.')
print(w.parts)
class WF(W):
    def flush(self):
        self.parts.append('<flushed>')
wf = WF()
print('x', file=wf, flush=True)
print(wf.parts)
class Obj:
    def __str__(self):
        return 'Obj.__str__'
print(Obj(), [Obj()] and 'list', None, True, 1.5, b'bytes', (1,))
for bad in [lambda: print(sep=1), lambda: print(end=2), lambda: print(file=1), lambda: print(1, bad=2),
            lambda: print('x', file=object()), lambda: print(flush=1, file=W()) or 'flushed', lambda: print(file=W(), flush=True)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
class BadStr:
    def __str__(self):
        raise ValueError('str failed')
try:
    print('before', BadStr())
except ValueError as e:
    print('caught', e)
print('é', '😀', '\t|', sep='')
print(sys.stdout.write('direct\n'))
sys.stdout.write('more ')
sys.stdout.write('output\n')
print('end', sep=' ', end='\n', file=None, flush=False)
print(1, file='not a file')
