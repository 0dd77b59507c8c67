import contextlib
import io
from contextlib import contextmanager, suppress, ExitStack, redirect_stdout, closing, nullcontext, chdir

@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ValueError as e:
        print("handled", e)
    finally:
        print(f"</{name}>")

with tag("div") as t:
    print("inside", t)
with tag("p"):
    raise ValueError("oops")
try:
    with tag("span"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", repr(e))

with suppress(FileNotFoundError, ZeroDivisionError):
    1 / 0
print("after suppress")

buf = io.StringIO()
with redirect_stdout(buf):
    print("captured line")
    print("second")
print(repr(buf.getvalue()))

class Conn:
    def __init__(self, name):
        self.name = name
    def close(self):
        print("close", self.name)
with closing(Conn("db")) as c:
    print("using", c.name)

with ExitStack() as stack:
    names = [stack.enter_context(tag(n)) for n in ("a", "b")]
    stack.callback(print, "callback ran")
    print("names", names)

def cleanup_on_error():
    with ExitStack() as stack:
        stack.callback(print, "rollback")
        print("working")
        stack.pop_all()
        print("committed")
cleanup_on_error()

with nullcontext(42) as v:
    print("null", v)

class Tracked(contextlib.AbstractContextManager):
    def __exit__(self, *exc):
        print("exit", exc[0].__name__ if exc[0] else None)
        return False
with Tracked() as tr:
    print(type(tr).__name__)

@contextmanager
def bad():
    yield 1
    yield 2
try:
    with bad():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)

@contextmanager
def noyield():
    if False:
        yield
try:
    with noyield():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)

class Reusable(contextlib.ContextDecorator):
    def __enter__(self):
        print("enter deco")
        return self
    def __exit__(self, *exc):
        print("exit deco")
@Reusable()
def work(x):
    print("work", x)
work(1)
