import csv, io
rows = list(csv.reader(io.StringIO('a,b,c\r\n1,"x,y",3\r\n"q""uote",,\n')))
print(rows)
s = io.StringIO()
w = csv.writer(s)
w.writerow(["a", 1, 2.5, None, 'he said "hi"', "x,y", "line\nbreak"])
w.writerows([[1, 2], [], [""]])
print(repr(s.getvalue()))
for q in range(6):
    s = io.StringIO()
    try:
        csv.writer(s, quoting=q, escapechar="\\").writerow(["a", 1, None, "", 'b"c'])
    except csv.Error as e:
        print(q, "Error", e)
    print(q, repr(s.getvalue()))
    print(list(csv.reader(['a,1,,"",b'], quoting=q)) if q not in (2, 4) else list(csv.reader(['"a",1,,""'], quoting=q)))
d = csv.get_dialect("excel")
print(d.delimiter, d.quotechar, repr(d.lineterminator), d.quoting, d.doublequote, d.skipinitialspace, d.strict, d.escapechar)
print(csv.list_dialects())
csv.register_dialect("semi", delimiter=";", quoting=csv.QUOTE_ALL)
print(csv.get_dialect("semi").delimiter, sorted(csv.list_dialects()))
csv.unregister_dialect("semi")
for kw in [dict(delimiter=""), dict(delimiter="ab"), dict(delimiter=1), dict(quotechar=None, quoting=1), dict(quoting=9), dict(quoting="1"),
           dict(lineterminator=None), dict(lineterminator=1), dict(escapechar=","), dict(delimiter="\n"), dict(quotechar="\r"),
           dict(quotechar=" ", skipinitialspace=True), dict(foo=1), dict(lineterminator="x", delimiter="x"), dict(quotechar=",")]:
    try: csv.Dialect(**kw); print(kw, "ok")
    except Exception as e: print(kw, type(e).__name__, e)
for f in [lambda: csv.get_dialect("nope"), lambda: csv.unregister_dialect("nope"), lambda: csv.reader(), lambda: csv.writer(1),
          lambda: csv.register_dialect(1), lambda: csv.field_size_limit(1.5), lambda: list(csv.reader([b"a"])),
          lambda: list(csv.reader(['"a'], strict=True)), lambda: list(csv.reader(['"a"b'], strict=True)), lambda: list(csv.reader(["a\nb"])),
          lambda: csv.writer(io.StringIO()).writerow(1), lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([""]),
          lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"]), lambda: csv.reader([], 1, 2),
          lambda: csv.Dialect().__reduce__(), lambda: setattr(d, "delimiter", ";"), lambda: setattr(d, "strict", 1), lambda: csv.Dialect(1,2,3,4,5,6,7,8,9,10)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
print(csv.field_size_limit(), csv.field_size_limit(10), csv.field_size_limit())
csv.field_size_limit(131072)  # put back: a program may run again in the same interpreter (pyc-run.test.ts)
try: list(csv.reader(["a" * 11]))
except csv.Error as e: print(e)
r = csv.reader(["a,b", "c"]); next(r); print(r.line_num, r.dialect.delimiter, type(r).__name__, type(r), csv.Dialect, csv.Error, csv.Error.__mro__)
print(list(csv.DictReader(io.StringIO("x,y\n1,2\n3,4\n"))))
s = io.StringIO(); dw = csv.DictWriter(s, ["x", "y"]); dw.writeheader(); dw.writerow({"x": 1, "y": 2}); print(repr(s.getvalue()))
print(csv.Sniffer().sniff("a;b;c\n1;2;3\n").delimiter, csv.Sniffer().has_header("name,age\nbob,3\nal,4\n"))
print(list(csv.reader(['a, b,  "c"'], skipinitialspace=True)), list(csv.reader(['a\\,b,c'], escapechar="\\")))
print(type(csv.Dialect.strict), type(csv.Dialect.delimiter), csv.excel().delimiter, csv.Dialect(csv.excel) is not None)
dd = csv.Dialect(); print(csv.Dialect(dd) is dd, csv.Dialect(dd, delimiter=";").delimiter)
class D(csv.Dialect): pass
print(type(D(delimiter="|")).__name__, D(delimiter="|").delimiter)
print(list(csv.reader(["1,2.5,'x'"], quoting=csv.QUOTE_NONNUMERIC, quotechar="'")))
