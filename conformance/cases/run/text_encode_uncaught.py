# encoding text to ASCII: handlers first, then an uncaught UnicodeEncodeError
text = "naïve café — 100€"
for handler in ["ignore", "replace", "backslashreplace", "xmlcharrefreplace"]:
    print(handler, text.encode("ascii", handler))
print(text.encode("latin-1", "replace"), len(text.encode()), text.encode("utf-16-le")[:8])
def to_ascii(s):
    return s.encode("ascii")
print(to_ascii("plain"))
to_ascii(text)
