from urllib.parse import (urlparse, urlunparse, urlsplit, urljoin, urlencode, parse_qs, parse_qsl, quote, quote_plus,
                          unquote, unquote_plus, urldefrag, quote_from_bytes, unquote_to_bytes)

u = urlparse("https://user:pw@www.example.com:8443/path/to/page;params?q=python+urllib&lang=en#section-2")
print(u)
print(u.scheme, u.netloc, u.hostname, u.port, u.username, u.password, u.path, u.params, u.query, u.fragment)
print(u._replace(scheme="http", fragment="").geturl())
print(urlunparse(("ftp", "files.example.org", "/pub/file.txt", "", "", "")))
s = urlsplit("http://[::1]:80/a?b=c")
print(s, s.hostname, s.port)
base = "http://example.com/docs/guide/intro.html"
for ref in ["../api/index.html", "/root", "faq.html#top", "//cdn.example.com/x.js", "?page=2", "https://other.org/"]:
    print(ref, "->", urljoin(base, ref))
params = {"q": "caf\u00e9 & cr\u00e8me", "page": 2, "tags": ["a", "b"]}
print(urlencode(params), urlencode(params, doseq=True), urlencode([("k", "v 1"), ("k", "v/2")], quote_via=quote))
qs = "a=1&b=2&a=3&empty=&flag"
print(parse_qs(qs), parse_qs(qs, keep_blank_values=True), parse_qsl(qs, keep_blank_values=True))
print(quote("/path with spaces/\u00fcber?x=1"), quote("a/b", safe=""), quote_plus("a b&c=d/e"))
print(unquote("%C3%BCber%20alles"), unquote_plus("a+b%2Bc"), unquote("%zz%41"), unquote("%E2%82", errors="replace"))
print(urldefrag("http://x.org/p#frag"), quote_from_bytes(b"\x00\xff/"), unquote_to_bytes("%00%ffA"))
print(urlparse("mailto:someone@example.com"), urlparse("file:///etc/hosts").path, urlparse("//host/p").netloc)
print(urlparse("www.example.com/no-scheme"), urlsplit("HTTP://Example.COM/").scheme)
for bad in ["http://host:99999/", "http://host:port/", "http://[::1/"]:
    try:
        print(urlparse(bad).port)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    parse_qs("a=1&b=2", strict_parsing=True, max_num_fields=1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    parse_qsl("bad", strict_parsing=True)
except ValueError as e:
    print(type(e).__name__, e)
