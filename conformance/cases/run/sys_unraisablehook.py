# sys.unraisablehook / sys.__unraisablehook__: exceptions raised where nobody can catch them
# (__del__, weakref callbacks, the collector's finalizers and callbacks) reach the hook as
# UnraisableHookArgs; a failing hook, None or a deleted hook fall back to the default output
import gc
import sys
import weakref

class Named:
    def __init__(self, name, exc=None):
        self.name, self.exc = name, exc
    def __call__(self, *args):
        if self.exc is not None:
            raise self.exc[0](self.exc[1])
    def __repr__(self):
        return f"<{self.name}>"

print(sys.unraisablehook is sys.__unraisablehook__, sys.unraisablehook.__name__)
seen = []
def hook(args):
    seen.append(args)
    print("hook:", type(args).__name__, args.exc_type.__name__, args.exc_value, type(args.exc_traceback).__name__, args.err_msg, args.object)
sys.unraisablehook = hook

class D:
    __del__ = Named("failing __del__", (ValueError, "in del"))
d = D()
del d
c = D.__new__(D)
w = weakref.ref(Named("target"), Named("failing callback", (KeyError, "cb")))
class Cyc:
    __del__ = Named("cyclic __del__", (TypeError, "in cyclic del"))
x = Cyc()
x.me = x
del x
gc.collect()
y = Named("cyclic target")
y.me = y
wy = weakref.ref(y, Named("gc callback", (LookupError, "gc cb")))
del y
gc.collect()
del c

args = seen[0]
print(len(seen), len(args), type(args).__module__, args[0] is ValueError, args.exc_traceback.tb_frame.f_code.co_name)
print(type(args).n_fields, type(args).n_sequence_fields)
for bad in ((), (1,), (1, 2)):
    try:
        sys.__unraisablehook__(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
# the default hook called directly with a made-up record
sys.__unraisablehook__(type(args)((RuntimeError, RuntimeError("direct"), None, "Custom message", None)))
sys.__unraisablehook__(type(args)((RuntimeError, RuntimeError("with object"), None, None, Named("some object"))))
sys.__unraisablehook__(type(args)((RuntimeError, RuntimeError("both"), None, "Message", Named("obj"))))
del args, seen[:]

sys.unraisablehook = Named("failing hook", (OSError, "hook failed"))
d = D()
del d
sys.unraisablehook = None
d = D()
del d
del sys.unraisablehook
d = D()
del d
sys.unraisablehook = hook
print("end of program")
