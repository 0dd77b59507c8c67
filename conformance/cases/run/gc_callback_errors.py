# An exception raised by a gc.callbacks entry is reported through sys.unraisablehook ("Exception
# ignored while calling GC callback ...") and the collection goes on: gc.collect() returns, the
# other callbacks run, and automatic collections (here from a loop making reference cycles in a
# function the JIT compiles) report it the same way.
import gc
import sys

reports = []
def hook(args):
    reports.append((args.exc_type.__name__, str(args.exc_value), args.err_msg.split(" <")[0], args.object))
sys.unraisablehook = hook

calls = []
def bad(phase, info):
    calls.append(("bad", phase))
    if phase == "start":
        raise ValueError("boom in " + phase)
def good(phase, info):
    calls.append(("good", phase, info["generation"]))

gc.callbacks.extend([bad, good])
n = gc.collect()
print(type(n).__name__, calls)
print(reports)
calls.clear()
reports.clear()

class Node:
    def __init__(self, k):
        self.k = k
        self.me = self

def churn(n):
    for i in range(n):
        Node(i)
    return n

print(churn(30000))
print(len(reports) > 0, all(r == ("ValueError", "boom in start", "Exception ignored while calling GC callback", None) for r in reports))
print(len(calls) > 0, ("good", "stop", 0) in calls or ("good", "stop", 2) in calls or ("good", "stop", 1) in calls)
gc.callbacks.remove(bad)
gc.callbacks.remove(good)
sys.unraisablehook = sys.__unraisablehook__
print("end")
