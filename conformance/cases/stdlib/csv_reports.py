import csv
import io

raw = """name,dept,salary,start
"Smith, Ann",eng,85000,2020-01-15
Bob Jones,ops,62000,2019-07-01
"Lee ""Ace"" Kim",eng,91000,2021-03-30
Dana,sales,,2022-11-11
"""
rows = list(csv.reader(io.StringIO(raw)))
print(rows[0], rows[1], rows[3], len(rows))
by_dept = {}
for rec in csv.DictReader(io.StringIO(raw)):
    by_dept.setdefault(rec["dept"], []).append(int(rec["salary"]) if rec["salary"] else 0)
print({d: (len(v), sum(v)) for d, v in sorted(by_dept.items())})
out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
w.writerow(["id", "text", "value"])
w.writerows([[1, "plain", 1.5], [2, "has,comma", None], [3, 'has "quote"', True], [4, "multi\nline", -0.0]])
print(out.getvalue())
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["a", "b"], extrasaction="ignore", restval="?", quoting=csv.QUOTE_NONNUMERIC)
dw.writeheader()
dw.writerows([{"a": 1, "b": "x"}, {"a": 2.5, "c": "dropped"}])
print(out.getvalue())
print(list(csv.reader(io.StringIO("1;'a;b';3\n"), delimiter=";", quotechar="'")))
print(list(csv.reader(io.StringIO('a\tb\\\tc\n'), delimiter="\t", escapechar="\\", quoting=csv.QUOTE_NONE)))
print(list(csv.reader(io.StringIO(' x , y \n'), skipinitialspace=True)), list(csv.reader(['"a","b"', "c,d"])))
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL, lineterminator="\n")
o = io.StringIO()
csv.writer(o, "pipes").writerow(["a", 1, None])
print(o.getvalue(), csv.list_dialects() and "pipes" in csv.list_dialects(), csv.get_dialect("pipes").delimiter)
sn = csv.Sniffer()
d = sn.sniff("a;b;c\n1;2;3\n4;5;6\n")
print(d.delimiter, sn.has_header("name,age\nann,31\nbob,25\n"))
r = csv.reader(io.StringIO("a,b\nc,d\n"))
next(r)
print(r.line_num, r.dialect.delimiter)
for bad in [lambda: list(csv.reader(io.StringIO('"unterminated\n'), strict=True)), lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"]),
            lambda: csv.get_dialect("nope"), lambda: list(csv.reader(io.StringIO("a"), delimiter="::")),
            lambda: csv.DictWriter(io.StringIO(), ["a"]).writerow({"z": 1})]:
    try:
        bad()
    except (csv.Error, TypeError, ValueError) as e:
        print(type(e).__name__, e)
