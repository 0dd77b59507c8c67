import re

LOG = """\
2026-01-03 12:00:01 INFO  [web] GET /index.html 200 512
2026-01-03 12:00:02 WARN  [db] slow query took 1532ms
2026-01-03 12:00:05 ERROR [web] POST /login 500 0
2026-01-03 12:01:00 INFO  [web] GET /about 404 17
garbage line here
"""

line_re = re.compile(
    r"^(?P<date>\d{4}-\d\d-\d\d) (?P<time>[\d:]+) (?P<level>[A-Z]+)\s+\[(?P<comp>\w+)\] (?P<msg>.*)$",
    re.MULTILINE,
)
for m in line_re.finditer(LOG):
    print(m.group("level"), m["comp"], repr(m.group("msg")), m.span("msg"))

http = re.compile(r"(GET|POST) (\S+) (\d{3}) (\d+)")
for m in http.finditer(LOG):
    method, path, status, size = m.groups()
    print(method, path, int(status), int(size))

print(re.findall(r"\b\d{3}\b", LOG))
print(re.findall(r"(\w+)=(\d+)", "a=1, b=22, c=333"))
print(re.sub(r"\d+ms", lambda m: f"{int(m.group()[:-2]) / 1000:.2f}s", LOG.splitlines()[1]))
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", r"\g<d>/\g<m>/\g<y>", "on 2026-01-03 and 2025-12-31"))
print(re.subn(r"\s+", " ", "a   b \t c\n d"))
print(re.split(r"[,;]\s*", "a, b;c,  d"))
print(re.split(r"(,)", "x,y,z", maxsplit=1))
print(re.fullmatch(r"[a-z]+", "hello"), re.fullmatch(r"[a-z]+", "hello!"))
print(bool(re.match(r"(?i)error", "ERROR: bad")))
print(re.escape("1+1=2? (yes) [ok]"))
print(re.search(r"(?<=\[)\w+(?=\])", LOG).group())

verbose = re.compile(r"""
    (?P<user>[\w.]+)   # user
    @
    (?P<host>[\w.-]+)  # host
    \.(?P<tld>[a-z]{2,})
""", re.VERBOSE)
for addr in ["alice@example.com", "bob.smith@mail.co.uk", "bad@", "x@y.z"]:
    m = verbose.fullmatch(addr)
    print(addr, m.groupdict() if m else None)

m = re.match(r"(a)(b)?(c)", "ac")
print(m.groups(), m.groups("-"), m.lastindex, m.group(0, 1, 3))
print(re.compile(r"\d+").pattern, re.compile(r"x", re.I | re.M).flags & (re.I | re.M))

for bad in [r"(unclosed", r"[a-", r"a{2,1}", r"(?P<n>a)(?P<n>b)", r"\k"]:
    try:
        re.compile(bad)
    except re.error as e:
        print(type(e).__name__, e, e.pos)
