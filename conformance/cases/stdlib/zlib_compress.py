import zlib
import gzip
import io

text = ("The quick brown fox jumps over the lazy dog. " * 40).encode()
for level in [0, 1, 6, 9]:
    c = zlib.compress(text, level)
    print(level, len(c), zlib.decompress(c) == text)
c = zlib.compress(text)
print(c[:2].hex(), zlib.adler32(text), zlib.crc32(text), zlib.crc32(b"abc", zlib.crc32(b"xyz")), zlib.adler32(b"", 5))
co = zlib.compressobj(level=9, wbits=-15)
parts = [co.compress(text[i:i + 100]) for i in range(0, len(text), 100)]
raw = b"".join(parts) + co.flush()
print(len(raw), zlib.decompress(raw, wbits=-15) == text)
do = zlib.decompressobj()
out = b""
for i in range(0, len(c), 17):
    out += do.decompress(c[i:i + 17])
out += do.flush()
print(out == text, do.eof, do.unused_data, len(do.unconsumed_tail))
do2 = zlib.decompressobj()
print(len(do2.decompress(c + b"EXTRA", 50)), len(do2.unconsumed_tail) > 0)
g = zlib.compress(text, wbits=31)
print(g[:3].hex(), zlib.decompress(g, wbits=47) == text)
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as f:
    f.write(text)
gz = buf.getvalue()
print(len(gz), gz[:4].hex(), gzip.decompress(gz) == text, gzip.decompress(gzip.compress(b"abc", mtime=0)))
zd = zlib.compressobj(zdict=b"quick brown fox lazy dog")
cd = zd.compress(text[:200]) + zd.flush()
print(len(cd), zlib.decompressobj(zdict=b"quick brown fox lazy dog").decompress(cd) == text[:200])
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.Z_BEST_COMPRESSION, zlib.ZLIB_VERSION[:2])
for bad in [lambda: zlib.decompress(b"not compressed"), lambda: zlib.decompress(c[:-5]), lambda: zlib.compress(b"x", 10),
            lambda: zlib.decompress(c, wbits=5), lambda: zlib.compress("str")]:
    try:
        bad()
    except (zlib.error, ValueError, TypeError) as e:
        print(type(e).__name__, e)
