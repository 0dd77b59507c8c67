import string
from string import Template, Formatter

print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.whitespace), len(string.printable))
print(string.capwords("hello   wORLD  from python"), string.capwords("a-b-c", "-"))

t = Template("Dear $name, your balance is $$${amount}.")
print(t.substitute(name="Ann", amount="10.50"))
print(t.safe_substitute(name="Bob"))
try:
    t.substitute(name="x")
except KeyError as e:
    print(type(e).__name__, e)
try:
    Template("bad $ here").substitute()
except ValueError as e:
    print(type(e).__name__, e)
print(Template("$a $b").get_identifiers(), Template("$ok $").is_valid())

class PercentTemplate(Template):
    delimiter = "%"
    idpattern = r"[a-z]+"
print(PercentTemplate("%who likes %what").substitute(who="Tim", what="tea"))

f = Formatter()
print(f.format("{0} + {1} = {result}", 2, 3, result=5))
print(list(f.parse("Hi {name!r:>10} and {0[1]}.")))

class UpperFormatter(Formatter):
    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}?>"
        return super().get_value(key, args, kwargs)
uf = UpperFormatter()
print(uf.format("{x!u} {missing} {0:05d}", 42, x="shout"))

rows = [("apple", 1.5, 10), ("banana", 0.25, 120), ("cherry", 12.0, 3)]
print("{:<10}|{:>8}|{:^6}".format("name", "price", "qty"))
for name, price, qty in rows:
    print("{:<10}|{:>8.2f}|{:^6d}".format(name, price, qty))
print("{:,} {:_b} {:#x} {:+.3e} {:%}".format(1234567, 10, 255, 12345.678, 0.125))
print("{0:{fill}{align}{width}}".format("mid", fill="*", align="^", width=11))
try:
    "{0} {1}".format("only one")
except IndexError as e:
    print(type(e).__name__, e)
try:
    "{:d}".format("str")
except ValueError as e:
    print(type(e).__name__, e)
try:
    f.format("{a.b}", a=3)
except AttributeError as e:
    print(type(e).__name__, e)
