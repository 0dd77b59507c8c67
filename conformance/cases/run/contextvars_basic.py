# contextvars (the zip's contextvars.py over the native _contextvars): variables, tokens, contexts
import contextvars
from contextvars import ContextVar, Context, Token, copy_context

# the whole case runs in a new, empty Context: nothing it sets stays in the interpreter's own
# (a program run again in the same interpreter, as the .pyc checks do, starts from the same state)
def main():

    v = ContextVar("v", default=1)
    print(v.get(), v.name, v.get(7), type(v).__module__, contextvars.__name__)
    t = v.set(5)
    print(v.get(), t.var is v, t.old_value is Token.MISSING, repr(Token.MISSING))
    ctx = copy_context()
    print(len(ctx), ctx[v], v in ctx, list(ctx.keys()) == [v], list(ctx.values()), ctx.get(v), type(ctx).__name__)

    def f(x):
        v.set(x)
        return v.get(), len(copy_context())
    print(ctx.run(f, 9), v.get(), ctx[v])
    t2 = v.set(6)
    print(t2.old_value)
    v.reset(t2)
    v.reset(t)
    print(v.get(), v in copy_context())
    for bad in (lambda: v.reset(t), lambda: ContextVar("other").reset(v.set(2)), lambda: v.reset(5)):
        try:
            bad()
        except (RuntimeError, ValueError, TypeError) as e:
            print(type(e).__name__ + ":", str(e).split(" var=")[0].split(" at 0x")[0])

    w = ContextVar("w")
    try:
        w.get()
    except LookupError as e:
        print("LookupError", e.args[0] is w)
    print(w.get("dflt"))
    with w.set(3) as tok:
        print(w.get(), tok.var.name)
    print(w.get(None))

    c2 = Context()
    print(len(c2), list(c2), c2.get(v, "none"))
    def nested():
        try:
            c2.run(lambda: None)
        except RuntimeError as e:
            return "RuntimeError"
        return "ok"
    print(c2.run(nested), c2.run(lambda: v.get()))
    try:
        c2[v]
    except KeyError as e:
        print("KeyError", e.args[0] is v)
    for bad in (lambda: ContextVar(1), lambda: Token(), lambda: c2[1], lambda: type("X", (ContextVar,), {})):
        try:
            bad()
        except (TypeError, RuntimeError) as e:
            print(type(e).__name__ + ":", e)
    print(ContextVar[int], Token[str])

Context().run(main)
