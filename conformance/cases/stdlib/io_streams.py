import io

buf = io.StringIO()
buf.write("first line\n")
print("second line", file=buf)
buf.writelines(["third\n", "fourth"])
print(repr(buf.getvalue()), buf.tell())
buf.seek(0)
print(repr(buf.readline()), buf.readlines())
buf.seek(6)
print(repr(buf.read(4)))
buf.truncate(10)
print(repr(buf.getvalue()))

src = io.StringIO("a,b\nc,d\n\nlast")
for i, line in enumerate(src):
    print(i, repr(line))

b = io.BytesIO(b"\x00\x01binary data\xff")
print(b.read(2), b.read(), b.getbuffer().nbytes)
b.seek(-3, io.SEEK_END)
print(b.read(), b.seekable(), b.readable(), b.writable())
b.write(b"++")
print(b.getvalue())

raw = io.BytesIO()
w = io.TextIOWrapper(raw, encoding="utf-8", newline="\r\n")
w.write("h\u00e9llo\nw\u00f6rld\n")
w.flush()
print(raw.getvalue())
r = io.TextIOWrapper(io.BytesIO("caf\u00e9\r\nline2\n".encode("utf-8")), encoding="utf-8")
print([r.readline(), r.readline()], r.encoding)
latin = io.TextIOWrapper(io.BytesIO(b"\xe9t\xe9"), encoding="latin-1")
print(latin.read())
strict = io.TextIOWrapper(io.BytesIO(b"ok \xff bad"), encoding="utf-8", errors="replace")
print(strict.read())

br = io.BufferedReader(io.BytesIO(b"0123456789"), buffer_size=4)
print(br.peek(2)[:2], br.read(3), br.read1(2), br.read())
bw_raw = io.BytesIO()
bw = io.BufferedWriter(bw_raw)
bw.write(b"buffered")
bw.flush()
print(bw_raw.getvalue())

with io.StringIO("closed soon") as s:
    print(s.read(6))
print(s.closed)
for bad in [lambda: s.read(), lambda: io.BytesIO().write("str"), lambda: io.StringIO().write(b"b"),
            lambda: io.StringIO("x").seek(1, 1), lambda: io.BytesIO(b"x").seek(-1)]:
    try:
        bad()
    except (ValueError, TypeError, OSError) as e:
        print(type(e).__name__, e)
print(io.DEFAULT_BUFFER_SIZE > 0, issubclass(io.StringIO, io.TextIOBase), isinstance(io.BytesIO(), io.BufferedIOBase))
