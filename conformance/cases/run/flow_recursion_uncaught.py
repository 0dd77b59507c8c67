# uncaught RecursionError: "[Previous line repeated N more times]"
def ping(n):
    return pong(n + 1)
def pong(n):
    return ping(n + 1)
def f(n):
    return f(n + 1)
try:
    ping(0)
except RecursionError as e:
    print(type(e).__name__, e)
f(0)
