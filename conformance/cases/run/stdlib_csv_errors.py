import _csv
for kw in [dict(delimiter=""), dict(delimiter="ab"), dict(delimiter=1), dict(delimiter=None), dict(quotechar=""), dict(quotechar="ab"), dict(quotechar=1), dict(escapechar="ab"), dict(escapechar=1), dict(lineterminator=1), dict(quoting=1.0), dict(quoting=True), dict(quoting=2**40)]:
    try: _csv.Dialect(**kw); print(kw, "ok")
    except Exception as e: print(kw, type(e).__name__, e)
for a in [(), (1, 2, 3)]:
    for f in [_csv.reader, _csv.writer, _csv.register_dialect]:
        try: f(*a)
        except Exception as e: print(type(e).__name__, e)
try: _csv.field_size_limit(2**70)
except Exception as e: print(type(e).__name__, e)
try: _csv.field_size_limit(1, 2)
except Exception as e: print(type(e).__name__, e)
try: _csv.get_dialect()
except Exception as e: print(type(e).__name__, e)
try: _csv.list_dialects(1)
except Exception as e: print(type(e).__name__, e)
try: _csv.writer(open("/dev/null", "w")).writerow()
except Exception as e: print(type(e).__name__, e)
try: _csv.Dialect(foo=1)
except Exception as e: print(type(e).__name__, e)
try: _csv.Dialect(",", delimiter=",")
except Exception as e: print(type(e).__name__, e)
try: _csv.reader._x
except Exception as e: print(type(e).__name__, e)
try: _csv.Reader()
except Exception as e: print(type(e).__name__, e)
import _csv
try: _csv.Dialect(lineterminator=None)
except Exception as e: print(type(e).__name__, e)
print(_csv.reader.__name__, _csv.Reader, _csv.Writer, _csv.Dialect.__module__, _csv.QUOTE_STRINGS, _csv.QUOTE_NOTNULL)
print(list(_csv.reader(["a,,b", ',"",c'], quoting=_csv.QUOTE_NOTNULL)), list(_csv.reader(["1,,'x'"], quoting=_csv.QUOTE_STRINGS, quotechar="'")))
import io
s = io.StringIO(); _csv.writer(s, delimiter=" ", skipinitialspace=True).writerow(["", "a"]); print(repr(s.getvalue()))
try: _csv.writer(io.StringIO(), delimiter=" ", skipinitialspace=True, quoting=_csv.QUOTE_NONE).writerow(["", "a"])
except _csv.Error as e: print(e)
try: _csv.writer(io.StringIO(), quoting=_csv.QUOTE_NOTNULL).writerow([None])
except _csv.Error as e: print(e)
print(list(_csv.reader(['"a\nb",c', 'd'])), list(_csv.reader(['"a', 'b"'])), list(_csv.reader(['a\\\n', 'b'], escapechar='\\')))
