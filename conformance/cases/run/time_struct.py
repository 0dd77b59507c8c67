# time.gmtime and struct_time: fixed instants, fields, indexing, construction, asctime
import time
for secs in (0, 1, 59, 86399, 86400, 951782400, 1e9, 1709211909, 2**31 - 1, 2**31, -1, -86401, -2208988800, 4102444800, 1.9, -1.5, 253402300799):
    g = time.gmtime(secs)
    print(secs, tuple(g), time.asctime(g))
g = time.gmtime(1709211909)
print(g)
print(g.tm_year, g.tm_mon, g.tm_mday, g.tm_hour, g.tm_min, g.tm_sec, g.tm_wday, g.tm_yday, g.tm_isdst, g.tm_gmtoff)
print(g[0], g[-1], g[:3], len(g), list(g)[5:], g == tuple(g), g > (2024,), isinstance(g, tuple))
print(type(g).__name__, type(g).__module__, type(g).n_fields, type(g).n_sequence_fields, type(g).n_unnamed_fields)
print(time.struct_time.__match_args__)
match g:
    case time.struct_time(tm_year=y, tm_mon=m):
        print("matched", y, m)
year, mon, *rest = g
print(year, mon, rest)
st = time.struct_time((2024, 2, 29, 13, 5, 9, 3, 60, 0))
print(st, st.tm_zone, st.tm_gmtoff)
st = time.struct_time([2000, 1, 1, 0, 0, 0, 5, 1, -1, "XYZ", -3600])
print(st, st.tm_zone, st.tm_gmtoff, len(st))
st = time.struct_time((1, 2, 3, 4, 5, 6, 7, 8, 9), {"tm_zone": "Q", "tm_gmtoff": 60})
print(st.tm_zone, st.tm_gmtoff, st)
st = time.struct_time((1, 2, 3, 4, 5, 6, 7, 8, 9, "Z"), {"tm_gmtoff": 5})
print(st.tm_zone, st.tm_gmtoff)
for d in ({"other": 1}, {"tm_zone": "Q", "x": 2}, {"tm_year": 5}):
    try:
        time.struct_time((1, 2, 3, 4, 5, 6, 7, 8, 9), d)
    except TypeError as e:
        print("TypeError", e)
st = time.struct_time(range(9))
print(st)
for bad in (lambda: time.struct_time(5), lambda: time.struct_time((1, 2)), lambda: time.struct_time([0] * 12),
            lambda: time.struct_time([0] * 9, 5), lambda: time.struct_time(), lambda: setattr(g, "tm_year", 1),
            lambda: time.gmtime("x"), lambda: time.gmtime(1e100), lambda: time.gmtime(float("nan")),
            lambda: time.gmtime(2**63), lambda: time.gmtime(1, 2), lambda: time.gmtime(float("inf"))):
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(time.gmtime(None) > (2020,), time.gmtime()[0] >= 2024)
for t in [(2024, 1, 5, 1, 2, 3, 4, 5, 0), (1999, 12, 31, 23, 59, 59, 4, 365, 0), (2000, 0, 0, 0, 0, 0, 0, 0, 0), (5, 7, 4, 9, 8, 7, 6, 1, 0)]:
    print(time.asctime(t))
for bad in [(2000, 13, 1, 0, 0, 0, 0, 1, 0), (2000, 1, 32, 0, 0, 0, 0, 1, 0), (2000, 1, 1, 24, 0, 0, 0, 1, 0), (2000, 1, 1, 0, 60, 0, 0, 1, 0),
            (2000, 1, 1, 0, 0, 62, 0, 1, 0), (2000, 1, 1, 0, 0, 0, -2, 1, 0), (2000, 1, 1, 0, 0, 0, 0, 367, 0), (1, 2), "abc", [2000] * 9,
            (2000.5, 1, 1, 0, 0, 0, 0, 1, 0), None]:
    try:
        print(time.asctime(bad))
    except Exception as e:
        print(type(e).__name__, e)
lt = time.localtime(1e9)
print(type(lt).__name__, time.mktime(lt), time.mktime(time.localtime(0)), time.localtime(86400 * 365) == time.localtime(86400 * 365))
print(time.ctime(1e9) == time.asctime(time.localtime(1e9)), len(time.ctime()))
