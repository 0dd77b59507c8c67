# reference counts and lifetimes around exceptions: args, except-as, tracebacks keeping frames
import sys

class R:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name)

def raiser():
    r = R("raiser local")
    raise ValueError(R("in args"))

try:
    raiser()
except ValueError as e:
    print("caught; local still alive through the traceback")
    print("args refcount", sys.getrefcount(e.args[0]))
print("except block left")

def keeps():
    try:
        raiser()
    except ValueError as e:
        return e

err = keeps()
print("exception kept", type(err).__name__)
del err
print("exception dropped")

o = R("outer")
try:
    raise KeyError(o)
except KeyError:
    print("refcount while handled", sys.getrefcount(o))
print("refcount after", sys.getrefcount(o))
del o
print("outer deleted")

def finally_release():
    x = R("finally")
    try:
        return 1
    finally:
        print("in finally")

print(finally_release())

def nested():
    try:
        try:
            raise TypeError(R("inner"))
        except TypeError:
            raise RuntimeError(R("outer exc"))
    except RuntimeError as e:
        print("context kept", type(e.__context__).__name__)

nested()
print("end")
