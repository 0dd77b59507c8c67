# _io._IOBase / _RawIOBase / _BufferedIOBase / _TextIOBase defaults and subclassing, as iobase.c
import _io
def t(f):
    try: print(repr(f()))
    except BaseException as e: print(type(e).__name__, e)
b=_io._IOBase(); r=_io._RawIOBase(); bb=_io._BufferedIOBase(); tb=_io._TextIOBase()
for o in (b,r,bb,tb):
    for m in ('seek','tell','truncate','fileno','read','readinto','write','read1','readinto1','detach','readline','readall','flush','isatty','readable','readlines'):
        if hasattr(o,m):
            print(type(o).__name__, m, end=': ')
            a = (bytearray(3),) if 'into' in m else (0,) if m=='seek' else (b'x',) if m=='write' and o is not tb else ('x',) if m=='write' else ()
            t(lambda: getattr(o,m)(*a))
print(tb.encoding, tb.errors, tb.newlines)
b.close(); print(b.closed); t(b.flush); t(b.__enter__); t(lambda: iter(b)); t(b._checkClosed); t(b.readable)
t(lambda: _io._IOBase()._checkSeekable()); t(lambda: _io._IOBase()._checkReadable()); t(lambda: _io._IOBase()._checkWritable())
b2=_io._IOBase(); b2.x=1; print(b2.__dict__)
class R(_io._RawIOBase):
    def readinto(self, b): b[:2]=b'ab'; return 2
print(R().read(5), R().read(1) if False else '')
t(lambda: R().read(1))
class R2(_io._RawIOBase):
    n=0
    def readinto(self, b):
        self.n+=1
        if self.n>3: return 0
        b[:2]=b'ab'; return 2
print(R2().readall(), R2().read())
class B(_io._BufferedIOBase):
    def read(self, n=-1): return b'xyz'[:n]
ba=bytearray(5); print(B().readinto(ba), ba)
class L(_io._IOBase):
    d = b'ab\ncd\nef'
    def read(self, n=-1):
        r, self.d = self.d[:n], self.d[n:]
        return r
print(L().readlines(), list(L()), L().readline(4), L().readlines(3))
class L2(L):
    def read(self, n=-1): return 'str'
t(lambda: L2().readline())
t(lambda: _io._IOBase().__getstate__())
t(lambda: _io.BytesIO().__getstate__() and 1)
import io
class R(io.RawIOBase):
    def __init__(self): self.data = b'abc\ndef'
    def readable(self): return True
    def readinto(self, b):
        n = min(len(b), 2, len(self.data)); b[:n] = self.data[:n]; self.data = self.data[n:]; return n
print(R().read(), R().readline(), list(R()), io.BufferedReader(R()).read(), isinstance(R(), io.IOBase))
w = io.TextIOWrapper(io.BytesIO(), encoding='utf-8', newline='\r\n', line_buffering=True)
print(w.write('a\nb'), w.buffer.getvalue(), w.encoding, w.line_buffering, repr(w).split(' at ')[0])
t(lambda: io.TextIOWrapper(io.BytesIO(), newline='x'))
t(lambda: io.open_code(1)); print(io.text_encoding('utf-8'), io.UnsupportedOperation.__mro__[1:3])
