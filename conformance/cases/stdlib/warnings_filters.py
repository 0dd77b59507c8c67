import warnings
import io
import sys

def old_api(x):
    warnings.warn("old_api is deprecated, use new_api", DeprecationWarning, stacklevel=2)
    return x * 2

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    old_api(1)
    old_api(2)
    warnings.warn("generic")
    warnings.warn(UserWarning("as instance"))
    warnings.warn("resource!", ResourceWarning)
for w in caught:
    print(w.category.__name__, str(w.message), w.lineno > 0, w.filename.endswith("warnings_filters.py"))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("once")
    for _ in range(3):
        warnings.warn("only once", RuntimeWarning)
    print(len(caught))

with warnings.catch_warnings():
    warnings.simplefilter("error", DeprecationWarning)
    try:
        old_api(3)
    except DeprecationWarning as e:
        print(type(e).__name__, e)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message="skip.*")
    warnings.filterwarnings("error", category=FutureWarning)
    warnings.warn("skip me")
    warnings.warn("keep me")
    try:
        warnings.warn("future", FutureWarning)
    except FutureWarning as e:
        print("raised", e)
    print([str(w.message) for w in caught])

class MyWarning(UserWarning):
    pass
buf = io.StringIO()
def show(message, category, filename, lineno, file=None, line=None):
    buf.write(f"{category.__name__}: {message}\n")
with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.showwarning = show
    warnings.warn("custom category", MyWarning)
    warnings.warn_explicit("explicit", SyntaxWarning, "fake.py", 12)
print(buf.getvalue())
print(warnings.formatwarning("msg", UserWarning, "file.py", 7, "x = 1"))

@warnings.deprecated("use g instead")
def f():
    return 1
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(f(), f.__deprecated__, caught[0].category.__name__, str(caught[0].message))
with warnings.catch_warnings():
    warnings.simplefilter("default")
    old = sys.stderr
    sys.stderr = io.StringIO()
    warnings.warn("to stderr", UserWarning)
    text, sys.stderr = sys.stderr.getvalue(), old
print(text.splitlines()[0].split(": ", 1)[1])
try:
    warnings.simplefilter("bogus")
except ValueError as e:
    print(type(e).__name__, e)
try:
    warnings.warn("x", category=int)
except TypeError as e:
    print(type(e).__name__, e)
