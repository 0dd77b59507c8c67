# zlib: one-shot and streaming compression, max_length/unconsumed_tail/unused_data/eof, checksums, errors; gzip over it
import zlib, gzip, io

def t(fn, *a, **k):
    try:
        r = fn(*a, **k)
        print(getattr(fn, "__name__", fn), "->", r if not isinstance(r, bytes) or len(r) < 80 else (len(r), r[:20]))
    except Exception as e:
        print(getattr(fn, "__name__", fn), "!!", type(e).__name__, e)

data = b"".join(b"line %d of the test data, repeated words words words\n" % i for i in range(500))
for level in (-1, 0, 1, 6, 9):
    for wbits in (15, -15, 31, 9):
        c = zlib.compress(data, level, wbits)
        print(level, wbits, len(c), zlib.crc32(c), zlib.decompress(c, wbits) == data)
print(zlib.compress(b""), zlib.compress(b"abc"), zlib.decompress(zlib.compress(b"abc"), bufsize=1))
print(zlib.crc32(b"hello"), zlib.crc32(b"world", 12345), zlib.adler32(b"hello"), zlib.adler32(b"x", -1), zlib.adler32(b""), zlib.crc32(b""))
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.DEF_MEM_LEVEL, zlib.DEF_BUF_SIZE, zlib.Z_FINISH, zlib.Z_SYNC_FLUSH, zlib.Z_BEST_COMPRESSION, zlib.Z_RLE, zlib.Z_BLOCK, zlib.Z_TREES)
t(zlib.decompress, b"garbage")
t(zlib.decompress, zlib.compress(data)[:-5])
t(zlib.decompress, b"x", 100)
t(zlib.compress, b"x", 12)
t(zlib.compress, "x")
t(zlib.decompress, b"x", bufsize=-1)
t(zlib.compressobj, 1, 9)
t(zlib.decompressobj, 100)

co = zlib.compressobj(6, zlib.DEFLATED, -12, 9, zlib.Z_FILTERED)
parts = [co.compress(data[i:i + 1000]) for i in range(0, len(data), 1000)]
parts.append(co.flush(zlib.Z_SYNC_FLUSH))
cp = co.copy()
parts.append(co.compress(b"tail"))
parts.append(co.flush())
whole = b"".join(parts)
print(len(whole), [len(p) for p in parts][-4:], cp.flush()[:2] is not None)
t(co.compress, b"more")
t(co.copy)
print(co.flush(zlib.Z_NO_FLUSH))

do = zlib.decompressobj(-12)
out = do.decompress(whole[:500], 100)
print(len(out), len(do.unconsumed_tail), do.eof, do.unused_data)
rest = do.unconsumed_tail + whole[500:] + b"EXTRA"
out += do.decompress(rest)
print(len(out), out == data + b"tail", do.eof, do.unused_data, do.flush())
t(do.decompress, b"x", -1)
t(do.flush, 0)

zd = b"words line of the test"
co = zlib.compressobj(zdict=zd)
c = co.compress(data) + co.flush()
d1 = zlib.decompressobj(zdict=zd)
print(len(c), d1.decompress(c) == data)
t(zlib.decompressobj().decompress, c)
d2 = zlib.decompressobj()
part = d2.decompress(zlib.compress(data)[:300])
dc = d2.copy()
print(len(part), len(d2.flush()), len(dc.decompress(zlib.compress(data)[300:])), dc.eof)

zd = zlib._ZlibDecompressor()
src = zlib.compress(data) + b"junk"
got = zd.decompress(src[:100], 50)
print(len(got), zd.needs_input, zd.eof)
got += zd.decompress(b"", 10 ** 6)
got += zd.decompress(src[100:])
print(len(got), got == data, zd.eof, zd.needs_input, zd.unused_data)
t(zd.decompress, b"x")

buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as f:
    f.write(data)
    f.write(b"end")
raw = buf.getvalue()
print(len(raw), raw[:10], gzip.decompress(raw) == data + b"end")
with gzip.GzipFile(fileobj=io.BytesIO(raw + gzip.compress(b"second", mtime=0))) as f:
    print(len(f.read()), )
print(gzip.compress(b"abc", mtime=0), gzip.decompress(gzip.compress(b"abc", 1, mtime=0)))
print(type(zlib.compressobj()).__name__, type(zlib.decompressobj()), zlib.error, issubclass(zlib.error, Exception))
d3 = zlib.decompressobj()
print(d3.decompress(zlib.compress(b"abc") + b"rest"), d3.unused_data, d3.unconsumed_tail, d3.eof)
