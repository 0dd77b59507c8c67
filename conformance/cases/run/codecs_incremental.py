# incremental encoders/decoders, StreamReader/StreamWriter, iterencode/iterdecode, codecs.open
import codecs
text = "aé€😀+x-~\\z"
for enc in ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-be", "utf-7", "latin-1", "cp1252", "cp437", "unicode_escape", "raw_unicode_escape", "mac_roman", "iso8859_15", "koi8_r", "cp850"]:
    try:
        data = text.encode(enc, "backslashreplace")
    except UnicodeEncodeError as e:
        print(enc, "encode error", e)
        continue
    dec = codecs.getincrementaldecoder(enc)()
    parts = [dec.decode(data[i:i + 1]) for i in range(len(data))]
    parts.append(dec.decode(b"", final=True))
    print(enc, data, "".join(parts) == data.decode(enc), [p for p in parts if p][:6])
    ienc = codecs.getincrementalencoder(enc)("backslashreplace")
    out = b"".join(ienc.encode(ch) for ch in text) + ienc.encode("", final=True)
    print(" ", out == data, out[:16])
    print(" ", "".join(codecs.iterdecode([data[:3], data[3:]], enc)) == data.decode(enc), b"".join(codecs.iterencode(["ab", "é"], enc, "replace")))
dec = codecs.getincrementaldecoder("utf-8")()
print(repr(dec.decode(b"\xe2\x82")), repr(dec.decode(b"\xac")), dec.getstate())
try:
    dec.decode(b"\xe2", final=True)
except UnicodeDecodeError as e:
    print(e)
dec = codecs.getincrementaldecoder("utf-16")()
print(repr(dec.decode(b"\xff")), repr(dec.decode(b"\xfeA")), repr(dec.decode(b"\x00")), dec.getstate()[1])
print(codecs.utf_8_decode(b"a\xe2\x82", None, False), codecs.utf_8_decode(b"a\xe2\x82", "replace", True))
print(codecs.utf_16_le_decode(b"a\x00b", None, False), codecs.utf_16_le_decode(b"a\x00\x3d\xd8", None, False), codecs.utf_32_be_decode(b"\x00\x00\x00a\x00", None, False))
print(codecs.utf_7_decode(b"a+AOk", None, False), codecs.utf_7_decode(b"a+AOk-b", None, False), codecs.utf_7_decode(b"+2D3eAA-"))
for bad in [b"a+AOk", b"+A", b"\xff", b"+!", b"+AOkA-"]:
    try:
        print(codecs.utf_7_decode(bad, "strict", True))
    except UnicodeDecodeError as e:
        print("utf7", e)
    print(codecs.utf_7_decode(bad, "replace", True))
print(codecs.unicode_escape_decode(b"a\\u00", None, False), codecs.unicode_escape_decode(b"a\\", None, False), codecs.raw_unicode_escape_decode(b"\\u12", None, False))
# StreamWriter / StreamReader / StreamReaderWriter over an in-memory byte stream
class Mem:
    def __init__(self, data=b""):
        self.data = bytearray(data)
        self.pos = 0
    def write(self, b):
        self.data += b
        return len(b)
    def read(self, n=-1):
        end = len(self.data) if n is None or n < 0 else self.pos + n
        r = bytes(self.data[self.pos:end])
        self.pos += len(r)
        return r
    def readline(self, size=-1):
        i = self.data.find(b"\n", self.pos)
        end = len(self.data) if i < 0 else i + 1
        r = bytes(self.data[self.pos:end])
        self.pos = end
        return r
    def seek(self, pos, whence=0):
        self.pos = pos
    def tell(self):
        return self.pos
m = Mem()
w = codecs.getwriter("utf-16")(m)
w.write("line1 é\n")
w.writelines(["line2 €\n", "line3 😀\n"])
print(len(m.data), bytes(m.data[:6]))
r = codecs.getreader("utf-16")(Mem(m.data))
print(repr(r.readline()), r.readlines())
r = codecs.getreader("utf-16")(Mem(m.data))
print(repr(r.read(3)), repr(r.read()))
print(list(codecs.getreader("utf-8")(Mem("a\nbé\r\nc".encode()))))
r = codecs.getreader("utf-8")(Mem(b"ok\xff\xfeend"), errors="replace")
print(repr(r.read()))
try:
    codecs.getreader("ascii")(Mem(b"x\xe9")).read()
except UnicodeDecodeError as e:
    print(e)
rw = codecs.StreamReaderWriter(Mem("héllo".encode("latin-1")), codecs.getreader("latin-1"), codecs.getwriter("latin-1"))
print(repr(rw.read()))
rec = codecs.StreamRecoder(Mem("héllo".encode("utf-8")), codecs.getencoder("latin-1"), codecs.getdecoder("latin-1"), codecs.getreader("utf-8"), codecs.getwriter("utf-8"))
print(rec.read())
info = codecs.lookup("cp1252")
print(info.name, info.encode("é€")[0], info.decode(b"\x80\xe9")[0], info._is_text_encoding)
print(codecs.getencoder("latin-1")("é"), codecs.getdecoder("ascii")(b"ab"))
print(codecs.lookup("UTF8").name, codecs.lookup("Latin-1").name, codecs.lookup("us_ascii").name, codecs.lookup("utf_16_be").name, codecs.lookup("cp65001").name if False else "")
sr = codecs.getreader("utf-8")
sw = codecs.getwriter("utf-8")
print(sr.__name__, sw.__name__, codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF32_BE)
