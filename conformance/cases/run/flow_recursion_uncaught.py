# uncaught error deep in a recursion: "[Previous line repeated N more times]" (fixed depth: the
# oracle runs the script one frame deeper than native CPython, so RecursionError depths differ)
def ping(n):
    return pong(n + 1)
def pong(n):
    return ping(n + 1)
def f(n):
    if n == 60:
        raise ValueError(f"depth {n}")
    return f(n + 1)
def g(n):
    if n == 4:
        raise KeyError(n)
    return g(n + 1)
try:
    ping(0)
except RecursionError as e:
    print(type(e).__name__, e)
try:
    g(0)
except KeyError as e:
    print("g", e)
f(0)
