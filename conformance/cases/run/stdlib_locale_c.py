# _locale in the C locale: what glibc and the oracle's libc agree on (the start-up LC_CTYPE,
# CODESET's name and the gettext family differ between them: checked against native by hand)
import _locale as L, locale
# the oracle runs every program in one interpreter: the locale this one sets is put back at the end
_start = L.setlocale(L.LC_ALL)
def t(f, *a):
    try: print(repr(f(*a)))
    except Exception as e: print(type(e).__name__, e)
t(L.setlocale, L.LC_ALL, "C"); t(L.setlocale, L.LC_ALL); t(L.setlocale, L.LC_NUMERIC)
t(L.setlocale, "x"); t(L.setlocale, 0, 5); t(L.setlocale); t(L.setlocale, 1.5); t(L.setlocale, 99)
t(L.setlocale, L.LC_ALL, "POSIX")
t(L.strcoll, 1, "a"); t(L.strcoll, "a"); t(L.strxfrm, b"a"); t(L.nl_langinfo, "x"); t(L.nl_langinfo, 12345)
t(L.gettext, 3)
print(L.localeconv())
print(L.strcoll("a", "b"), L.strcoll("b", "a"), L.strcoll("é", "é"), L.strcoll("ab", "a"), L.strxfrm("abc\u00e9"))
for k in ["ABDAY_1", "DAY_7", "ABMON_12", "MON_1", "D_FMT", "T_FMT", "T_FMT_AMPM", "AM_STR", "PM_STR", "RADIXCHAR", "THOUSEP", "YESEXPR", "NOEXPR", "ERA"]:
    print(k, repr(L.nl_langinfo(getattr(L, k))))
print(L.LC_CTYPE, L.LC_NUMERIC, L.LC_TIME, L.LC_COLLATE, L.LC_MONETARY, L.LC_MESSAGES, L.LC_ALL, L.CHAR_MAX)
print(sorted(["b", "a", "B", "é"], key=locale.strxfrm), locale.format_string("%d", 1234567, grouping=True))
print(locale.localeconv()["decimal_point"], locale.delocalize("1,5"), locale.atoi("12"), locale.atof("1.5"), locale.str(1.25))
print(locale.format_string("%.2f", 1234.5, grouping=True), locale.normalize("en_US"))
try: locale.currency(1.5)
except Exception as e: print(type(e).__name__, e)
print(L.setlocale.__name__, L.Error.__name__, L.Error.__qualname__, L.Error.__module__, L.Error.__mro__)
L.setlocale(L.LC_ALL, _start)
