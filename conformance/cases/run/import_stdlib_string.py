# the string package from the stdlib zip: constants, capwords, Formatter over the native _string
import string, _string

print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits, repr(string.whitespace))
print(string.punctuation, len(string.printable), string.__name__, string.__package__, string.__spec__.submodule_search_locations == string.__path__)
print(string.capwords(" hello   world "), string.capwords("a-b-c", "-"))
f = string.Formatter()
print(f.format("{0}-{x!r:>5}|{{}}|{1[0]}|{y.real}", 1, [7], x="a", y=3))
print(f.vformat("{a:{w}}|", (), {"a": 4, "w": 3}))
print(list(f.parse("a{b.c[0]!s:>{w}}d{{e}}")), list(f.parse("")), list(f.parse("}}{{")))
for name in ("a.b[0][k]", "0", "12.x", "[3]", "x[y].z"):
    first, rest = _string.formatter_field_name_split(name)
    print(repr(first), list(rest))
for bad in ("{", "}", "{0!}", "{0!r x}", "{0:{1}", "a{b{c}}"):
    try:
        list(_string.formatter_parser(bad))
    except ValueError as e:
        print("ValueError:", e)
for bad in ("a.", "a[", "a[0]b", "a[]"):
    try:
        list(_string.formatter_field_name_split(bad)[1])
    except ValueError as e:
        print("ValueError:", e)
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
print(Upper().format("{} and {:>4}", "ab", "c"))
try:
    f.format("{0} {}", 1, 2)
except ValueError as e:
    print("ValueError:", e)
