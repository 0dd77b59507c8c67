# f-strings: FORMAT_SIMPLE / FORMAT_WITH_SPEC / CONVERT_VALUE, = debug specifier, nested specs, conversions
x, y, name = 42, 3.14159, "Ann"
class C:
    def __format__(self, spec):
        return f"C[{spec}]"
    def __repr__(self):
        return "C()"
    def __str__(self):
        return "c-str"
c = C()
print(f"{x} {y} {name} {c} {None} {True} {[1, 'a']} {(1,)} {{}} {{x}}")
print(f"{x:5d}|{x:<5}|{x:^7}|{x:08.2f}|{y:.3}|{y:10.4f}|{name:>6}|{name:.1}|{name!r:^9}|{c:spec}|{c!s}|{c!r:>5}|{c!a}")
width, prec, fill = 10, 3, "*"
print(f"{y:{width}.{prec}f}|{name:{fill}^{width}}|{x:{'>'}{width}}|{y:.{prec}}|{x:#{'x'}}")
print(f"{x=}", f"{x = }", f"{y=:.2f}", f"{name=!s}", f"{name=!r:>8}", f"{x+1=}", f"{c=}", f"{c=!s}", f"{ x = }", f"{name.upper()=}")
print(f"{'é'!a}", f"{'tab\there'!r}", f"{'quote\"s'}", f"{3 if x else 4}", f"{x!r}", f"{'a' 'b'}", f"{x:{''}}", f"{'nested {x}'}")
print(f"{f'{x}'}", f"{f'{f"{name}"}'!r}", f"{[f'{i}' for i in range(3)]}", f"{dict(a=1)['a']}", f"{(lambda: 5)()}", f"{x:,}", f"{10**7:_}")
items = {"k": [1, 2]}
print(f"{items['k'][1]}", f"{items!s:.5}", f"""{
    x
    + 1
}""", f"{x}" f"{y}" "plain", f"{'{'}{'}'}", f"{x:>{width}}" == format(x, ">10"))
class BadFormat:
    def __format__(self, spec):
        return 42
for make in [lambda: f"{x:d}{name:d}", lambda: f"{name:,}", lambda: f"{x:s}", lambda: f"{BadFormat()}", lambda: f"{y:z}", lambda: f"{name!r:=}", lambda: f"{c:{x}}"]:
    try:
        print(make())
    except Exception as e:
        print(type(e).__name__, e)
print(f"{x:{'' if x else 'd'}}", f"{x!s:>{3}}", f"{'':^3}|", f"{x:c}", f"{9999999999999999999:e}", f"{-0.0:z.1f}")
print(f"{name:{fill}<{width}}" + "|" + f"{name:\u00e9^7}")
f"{object():d}"
