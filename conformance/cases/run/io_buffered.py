# _io.BufferedReader/Writer/Random/RWPair as bufferedio.c: raw calls made, closed and detached errors
import _io
def t(f):
    try: print(repr(f()))
    except BaseException as e: print(type(e).__name__, e)
r=_io.BufferedReader(_io.BytesIO(b'abc\ndef\n')); print(repr(r)); r.close(); print(r.closed)
for m in ('read','read1','peek','readline','tell','flush','fileno','isatty','readable','seekable','detach','__iter__','__next__','readlines'):
    print(m, end=': '); t(getattr(r,m))
t(lambda: r.seek(0)); t(lambda: r.readinto(bytearray(2))); t(lambda: r.truncate())
w=_io.BufferedWriter(_io.BytesIO()); w.close()
for m in ('flush','tell','writable'):
    print(m, end=': '); t(getattr(w,m))
t(lambda: w.write(b'x')); t(lambda: w.seek(0))
t(lambda: _io.BufferedReader(_io.BytesIO(), 0)); t(lambda: _io.BufferedReader(_io.BytesIO(), -1))
r=_io.BufferedReader(_io.BytesIO(b'abc')); d=r.detach(); print(type(d).__name__); t(r.read); t(lambda: repr(r)); t(lambda: r.closed); t(r.detach); t(r.close)
t(lambda: _io.BufferedReader.__new__(_io.BufferedReader).read())
t(lambda: repr(_io.BufferedReader.__new__(_io.BufferedReader)))
r=_io.BufferedReader(_io.BytesIO(b'abc')); t(lambda: r.read(-2)); t(lambda: r.seek(0,5)); t(lambda: r.__getstate__()); t(lambda: r.write(b'x')); t(lambda: r.truncate(0))
class Raw(_io._RawIOBase):
    def readable(self): return True
    def writable(self): return True
    def readinto(self, b): print('readinto', len(b), type(b).__name__); b[:3]=b'xyz'; return 3
    def write(self, b): print('write', bytes(b)); return len(b)
r=_io.BufferedReader(Raw(), 10); print(r.read(5)); print(r.peek()); print(r.read1(2)); print(r.read1()); print(r.readline(4))
w=_io.BufferedWriter(Raw(), 4); w.write(b'ab'); w.write(b'cd'); print('-'); w.write(b'efghij'); print('--'); w.flush(); w.write(b'k'); t(w.tell)
t(lambda: _io.BufferedWriter(_io.BytesIO(b'x')).read())
t(lambda: _io.BufferedReader(Raw()).tell())
class NR(_io._RawIOBase): pass
t(lambda: _io.BufferedReader(NR())); t(lambda: _io.BufferedWriter(NR())); t(lambda: _io.BufferedRandom(NR()))
p=_io.BufferedRWPair(_io.BytesIO(b'ab'), _io.BytesIO()); print(p.read(), p.write(b'x'), p.closed, p.readable(), p.writable()); t(p.seekable); t(p.tell); 
b=_io.BufferedRandom(_io.BytesIO(b'0123456789')); print(b.read(2), b.write(b'AB'), b.tell(), b.seek(0), b.read(), repr(b))
print(b.raw.getvalue())
