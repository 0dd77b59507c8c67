# Cycles through exceptions, tracebacks and frames: e -> __traceback__ -> tb_frame -> locals -> e
import gc, sys

gc.collect()

class D:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

def keep_in_local():
    d = D("local")
    try:
        raise ValueError("boom")
    except ValueError as e:
        keep = e

keep_in_local()
print("returned")
print("collected", gc.collect())

def raiser():
    d = D("raiser")
    raise KeyError("k")

def catcher():
    try:
        raiser()
    except KeyError as e:
        err = e
    d = D("catcher")

catcher()
print("returned")
print("collected", gc.collect())

# the caller's frame is kept alive through f_back until the cycle is collected
def callee():
    try:
        1 / 0
    except ZeroDivisionError as e:
        keep = e

def caller():
    d = D("caller")
    callee()
    print("caller returning")

caller()
print("after caller")
print("collected", gc.collect())

# no cycle: the name bound by `except ... as` is deleted at the end of the handler
def no_cycle():
    d = D("no cycle")
    try:
        raise ValueError
    except ValueError as e:
        pass

no_cycle()
print("collected", gc.collect())

# the exception returned: its traceback keeps the frame, but no cycle
def returns_exc():
    d = D("returned exc")
    try:
        raise TypeError("t")
    except TypeError as e:
        return e

exc = returns_exc()
print(type(exc).__name__, exc.__traceback__.tb_frame.f_code.co_name)
print("collected", gc.collect())
del exc
print("after del exc")

# breaking the cycle by hand: frame.clear() releases the locals
def cleared():
    d = D("cleared")
    try:
        raise RuntimeError
    except RuntimeError as e:
        keep = e
        return e

exc = cleared()
tb = exc.__traceback__
del exc
tb.tb_frame.clear()
print("after clear")
del tb
print("collected", gc.collect())

# a list in the cycle, and an exception chained to another
def chained():
    x = []
    try:
        try:
            raise KeyError(1)
        except KeyError:
            raise ValueError(2)
    except ValueError as e:
        x.append(e)
        x.append(x)

chained()
print("collected", gc.collect())

# sys.exc_info() kept in a local
def exc_info_cycle():
    try:
        raise OSError("io")
    except OSError:
        info = sys.exc_info()

exc_info_cycle()
print("collected", gc.collect())

# a frame that keeps itself through sys._getframe()
def self_frame():
    f = sys._getframe()
    d = D("self frame")

self_frame()
print("collected", gc.collect())
print("collected again", gc.collect())
