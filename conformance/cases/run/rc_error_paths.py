# operands of a failing instruction are released: attribute, unpacking, truth, import, set/dict errors
import sys

class Obj:
    pass

class BadBool:
    def __bool__(self):
        raise ValueError("no truth")

def attempt(label, f):
    try:
        f()
    except Exception as e:
        print(label, type(e).__name__)

def run():
    l = []
    o = Obj()
    def set_attr():
        l.attr = o
    attempt("setattr on a list", set_attr)
    def del_attr():
        del l.missing
    attempt("delattr", del_attr)
    def unpack():
        a, b = l
    attempt("unpack", unpack)
    def unpack_ex():
        a, b, *c = [o]
    attempt("unpack star", unpack_ex)
    bb = BadBool()
    def truth():
        if bb:
            pass
    attempt("truth", truth)
    def unhashable_set():
        return {l}
    attempt("set of a list", unhashable_set)
    def unhashable_key():
        return {l: o}
    attempt("dict key", unhashable_key)
    def comp():
        return {k: o for k in [l]}
    attempt("dict comprehension", comp)
    def bad_import():
        import _no_such_module_here
    attempt("import", bad_import)
    def raise_non_exception():
        raise o
    attempt("raise", raise_non_exception)
    print("refcounts", sys.getrefcount(l), sys.getrefcount(o), sys.getrefcount(bb))

run()
