# breakpoint() calls sys.breakpointhook with its arguments; a replaced, None or deleted hook, one
# that raises; sys.__breakpointhook__ (the default itself, which would start pdb, is not called)
import sys
print(sys.breakpointhook is sys.__breakpointhook__, sys.breakpointhook.__name__)
def hook(*args, **kws):
    print("hook", args, kws)
    return "result"
sys.breakpointhook = hook
print(breakpoint(1, 2, key="v"))
print(breakpoint())
sys.breakpointhook = None
try:
    breakpoint()
except TypeError as e:
    print(type(e).__name__, e)
del sys.breakpointhook
try:
    breakpoint()
except RuntimeError as e:
    print(type(e).__name__, e)
sys.breakpointhook = sys.__breakpointhook__
def failing():
    raise ValueError("hook fails")
sys.breakpointhook = failing
try:
    breakpoint()
except ValueError as e:
    print(type(e).__name__, e)
try:
    breakpoint(1)
except TypeError as e:
    print(type(e).__name__, e)
