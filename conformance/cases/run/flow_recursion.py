# RecursionError at the limit (Python frames; the oracle cannot survive native re-entry recursion)
import sys
print(sys.getrecursionlimit())
def down(n):
    return down(n + 1)
try:
    down(0)
except RecursionError as e:
    print("py:", type(e).__name__, e, e.args)
class Init:
    def __init__(self):
        Init()
try:
    Init()
except RecursionError as e:
    print("init:", e)
def gen_rec():
    yield from gen_rec()
try:
    next(gen_rec())
except RecursionError as e:
    print("gen:", e)
sys.setrecursionlimit(100)
def count(n):
    try:
        return count(n + 1)
    except RecursionError:
        return n
print(count(0) > 50)
sys.setrecursionlimit(1000)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(900))
def mutual_a(n):
    return mutual_b(n) if n else 0
def mutual_b(n):
    return mutual_a(n - 1) + 1
print(mutual_a(400))
try:
    sys.setrecursionlimit(0)
except ValueError as e:
    print(e)
try:
    sys.setrecursionlimit("x")
except TypeError as e:
    print(e)
print("survived")
