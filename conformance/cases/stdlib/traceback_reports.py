import re
import sys
import traceback

def clean(text):
    return re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', text)

def level3(x):
    return {"a": 1}[x]
def level2(x):
    return level3(x)
def level1(x):
    try:
        return level2(x)
    except KeyError as e:
        raise ValueError(f"bad key {x!r}") from e

try:
    level1("zz")
except ValueError as exc:
    print(clean(traceback.format_exc()))
    print(traceback.format_exception_only(exc))
    tb = traceback.extract_tb(exc.__traceback__)
    print([(f.name, f.line) for f in tb])
    print([(f.name, f.line) for f in traceback.extract_tb(exc.__cause__.__traceback__)])

try:
    [1, 2, 3][10]
except IndexError as exc:
    te = traceback.TracebackException.from_exception(exc)
    print(clean("".join(te.format())))
    print(te.exc_type_str if hasattr(te, "exc_type_str") else te.exc_type.__name__, str(te))

def context_chain():
    try:
        int("nope")
    except ValueError:
        raise RuntimeError("while handling")
try:
    context_chain()
except RuntimeError as exc:
    lines = traceback.format_exception(exc)
    print(clean("".join(lines)))
    print(clean("".join(traceback.format_exception(exc, chain=False))))

class CustomError(Exception):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code
try:
    raise CustomError(42)
except CustomError as exc:
    exc.add_note("extra context")
    exc.add_note("second note")
    print(clean("".join(traceback.format_exception(exc))))

try:
    raise ExceptionGroup("many", [ValueError("v"), TypeError("t")])
except ExceptionGroup as eg:
    print(clean("".join(traceback.format_exception(eg))))

def stack_here():
    return traceback.format_stack(limit=2)
print([clean(s).splitlines()[0] for s in stack_here()])
summary = traceback.StackSummary.from_list([("f.py", 10, "func", "x = 1"), ("g.py", 20, "other", None)])
print("".join(summary.format()))
try:
    eval("1 +* 2")
except SyntaxError as exc:
    print(clean("".join(traceback.format_exception_only(exc))))
traceback.print_exception(ZeroDivisionError("printed"), file=sys.stdout)
print(traceback.format_exception_only(KeyError("k")), traceback.format_exception_only(SystemExit(3)))
