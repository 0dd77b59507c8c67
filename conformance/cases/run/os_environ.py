# os.environ over posix.environ (bytes keys and values) with putenv/unsetenv: set, get, delete,
# setdefault, copy, environb, getenv/getenvb, get_exec_path with an env, and the errors
import os

k = "PYTS_CASE_OS_ENVIRON"
print(type(os.environ).__name__, k in os.environ, os.getenv(k), os.getenv(k, "dflt"))
os.environ[k] = "v1"
print(os.environ[k], os.getenv(k), os.environb[os.fsencode(k)], os.getenvb(os.fsencode(k)), k in os.environ)
print(os.environ.setdefault(k, "other"), os.environ.setdefault(k + "_2", "second"), os.environ.pop(k + "_2"))
os.environ.update({k: "v2"})
print(os.environ.get(k), dict(os.environ.copy())[k], repr(os.environ)[:8])
os.environb[os.fsencode(k)] = b"v3"
print(os.environ[k])
del os.environ[k]
print(k in os.environ, os.environ.get(k), os.getenv(k))
try:
    os.environ[k]
except KeyError as e:
    print("KeyError", e)
for bad in (lambda: os.environ.__setitem__(k, 1), lambda: os.environ.__setitem__(k + "=x", "v"), lambda: os.putenv(k, "a\0b"),
            lambda: os.environ.__setitem__("", "v"), lambda: os.putenv(1, "x"), lambda: os.unsetenv(k + "=y")):
    try:
        bad()
    except OSError as e:
        print(type(e).__name__, e.strerror)  # the oracle's (emscripten's) errno numbers are not Linux's
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(os.get_exec_path({"PATH": "/a:/b::/c"}), os.get_exec_path({}) == os.defpath.split(os.pathsep))
print(os.pathsep, os.defpath, os.linesep == "\n", os.curdir, os.pardir, os.extsep, os.altsep, os.devnull)
