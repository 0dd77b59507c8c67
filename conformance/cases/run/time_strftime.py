# time.strftime with fixed struct_time values: the C-locale directives, padding, range checks, errors
import time
st = (2024, 2, 29, 13, 5, 9, 3, 60, 0)
for d in "aAbBcdHIjmMpSUwWxXyY%":
    print(d, repr(time.strftime("%" + d, st)))
print(time.strftime("%Y-%m-%d %H:%M:%S", st), time.strftime("%d/%m/%y %I:%M %p", st))
print(time.strftime("[%a %A %b %B]", (2023, 12, 31, 0, 0, 0, 6, 365, 0)))
print(repr(time.strftime("", st)), repr(time.strftime("\0x%Y", st)), time.strftime("100%% %Y", st))
print(time.strftime("é€😀 %Y", st), time.strftime("%Y" * 5, st))
for t in [(2000, 0, 0, 0, 0, 0, 0, 0, 0), (1999, 12, 31, 23, 59, 61, 6, 365, 1), (2024, 1, 1, 0, 0, 0, 0, 1, -1), (2021, 1, 3, 12, 0, 0, 6, 3, 0)]:
    print(time.strftime("%Y %m %d %H %M %S %j %U %W %w %p %I", t))
for year in (2019, 2020, 2021, 2026):
    for yday in (1, 2, 6, 7, 8, 180, 364, 365):
        for wday in (0, 3, 6):
            print(year, yday, wday, time.strftime("%j %U %W %w %a", (year, 1, 1, 12, 0, 0, wday, yday, 0)))
for secs in (0, 86400 * 3, 951782400, 1709211909, 1735603200, 1e9):
    g = time.gmtime(secs)
    print(time.strftime("%Y-%m-%d %a %j %U %W %w %H:%M:%S %y %p", g))
for bad in [(2000, 13, 1, 0, 0, 0, 0, 1, 0), (2000, 1, 32, 0, 0, 0, 0, 1, 0), (2000, 1, 1, 24, 0, 0, 0, 1, 0), (2000, 1, 1, 0, 60, 0, 0, 1, 0),
            (2000, 1, 1, 0, 0, 62, 0, 1, 0), (2000, 1, 1, 0, 0, 0, -2, 1, 0), (2000, 1, 1, 0, 0, 0, 0, 367, 0), (2000, -1, 1, 0, 0, 0, 0, 1, 0),
            (1, 2), "abc", [2000, 1, 1, 0, 0, 0, 0, 1, 0], ("a", 1, 1, 0, 0, 0, 0, 1, 0)]:
    try:
        print(time.strftime("%Y", bad))
    except Exception as e:
        print(type(e).__name__, e)
for call in (lambda: time.strftime(), lambda: time.strftime(5), lambda: time.strftime("%Y", st, 1), lambda: time.strftime(b"%Y", st),
             lambda: time.strftime(format="%Y")):
    try:
        print(call())
    except TypeError as e:
        print("TypeError", e)
print(time.strftime("%Y", time.struct_time((2000, 1, 1, 0, 0, 0, 5, 1, 0, "ABC", 7200))))
print(time.strftime("%z", time.struct_time((2000, 1, 1, 0, 0, 0, 5, 1, 0, "ABC", 7200))), time.strftime("%z", time.struct_time((2000, 1, 1, 0, 0, 0, 5, 1, 0, "ABC", -19800))))
print(time.strftime("%Z", time.struct_time((2000, 1, 1, 0, 0, 0, 5, 1, 0, "ABC", 7200))))
print(len(time.strftime("%Y-%m-%d")), time.strftime("%Y") >= "2024")
