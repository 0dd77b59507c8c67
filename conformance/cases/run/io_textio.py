# io over _io: open() in every mode, TextIOWrapper newline handling, tell/seek cookies, buffering, errors
import io, os
def size(p):
    with open(p,'rb') as f: return len(f.read())
def t(f):
    try: print(repr(f()))
    except BaseException as e: print(type(e).__name__, e)
d='/tmp'
p='/tmp/pyts-case-io_textio.txt'
print(io.open is open, io.SEEK_END, io.DEFAULT_BUFFER_SIZE, isinstance(open, type(len)))
with open(p, 'w') as f:
    print(repr(f), f.mode, f.encoding, f.errors, f.line_buffering, f.newlines, type(f.buffer).__name__, type(f.buffer.raw).__name__, f.buffer.raw.mode, f.buffer.name)
    print(f.write('héllo\nwörld\r\nthree\rfour'), f.tell())
    print(isinstance(f, io.TextIOBase), isinstance(f, io.IOBase), isinstance(f.buffer, io.BufferedIOBase), isinstance(f.buffer.raw, io.RawIOBase))
print(repr(f), f.closed); t(f.read); t(lambda: f.write('x'))
with open(p, 'rb') as f: print(f.read())
with open(p) as f:
    print(f.readline(), f.tell(), f.read(3), f.tell(), f.newlines)
    pos = f.tell(); print(repr(f.readline()), repr(f.read())); print(f.newlines); f.seek(pos); print(repr(f.read(4)))
    f.seek(0); print(f.readlines())
with open(p, newline='') as f: print(f.readlines(), f.newlines)
with open(p, newline='\r') as f: print(f.readlines())
with open(p, newline='\r\n') as f: print(f.readlines())
with open(p, 'r+') as f:
    f.read(2); f.write('ZZ'); f.seek(0); print(repr(f.read()))
with open(p, 'a') as f: print(f.tell(), f.write('end\n'), f.tell())
with open(p, encoding='latin-1') as f: print(repr(f.read()), f.encoding)
with open(p, 'w', encoding='ascii', errors='replace') as f: f.write('añb\n')
with open(p, 'rb') as f: print(f.read())
with open(p, 'w', encoding='ascii') as f:
    t(lambda: (f.write('ñ'), f.flush()))
for m in ('rw', 'rt+b', 'q', 'r+++', ''):
    t(lambda: open(p, m))
t(lambda: open(p, 'rb', encoding='utf-8')); t(lambda: open(p, 'rb', newline='')); t(lambda: open(p, 'r', buffering=0)); t(lambda: open(p, newline='x'))
for target in ('/tmp/pyts-case-io_textio-missing', d):
    try: open(target)
    except OSError as e: print(type(e).__name__, e.filename)  # (errno numbers differ under the wasm oracle)
t(lambda: open(1.5)); 
f = open(p, 'rb', buffering=0); print(repr(f)); f.close()
f = open(p, 'r+b'); print(repr(f), f.mode); f.close()
f = open(p, 'w'); f.write('buffered'); print(size(p)); f.flush(); print(size(p)); f.close()
with open(p, 'w', buffering=1) as f: f.write('a'); print(size(p)); f.write('\n'); print(size(p))
g = open(p, 'w'); g.write('dropped unclosed'); del g
with open(p) as f: print(f.read())
with open(p, 'w') as f:
    for i in range(2000): f.write('line %d ünïcode\n' % i)
with open(p) as f:
    n = 0
    for line in f: n += 1
    print(n, repr(line)); t(f.tell)
with open(p) as f:
    f.readline(); c = f.tell(); a = f.read(5000); f.seek(c); print(f.read(5000) == a, c)
    f.read(10); c = f.tell(); b = f.readline(); f.seek(c); print(f.readline() == b, c)
f = open(p); f.read(3); f.detach(); t(f.read); t(lambda: repr(f))
t(lambda: open(p).__getstate__())
with open(p, 'w') as f:
    f.reconfigure(newline='\r\n'); f.write('a\nb\n')
with open(p, 'rb') as f: print(f.read())
sio = io.StringIO(); print(sio.write('x'), isinstance(sio, io.TextIOBase))
import sys
print(isinstance(sys.stdout, io.TextIOBase))
os.remove(p)
