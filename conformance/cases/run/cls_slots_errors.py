# __slots__ declaration errors
def attempt(label, f):
    try:
        f()
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__, e)

def conflict():
    class C:
        __slots__ = ("x",)
        x = 1
attempt("conflict", conflict)

def bad_name():
    class C:
        __slots__ = ("1x",)
attempt("bad name", bad_name)

def not_str():
    class C:
        __slots__ = (1,)
attempt("not str", not_str)

def dup_dict():
    class C:
        __slots__ = ("__dict__", "__dict__")
attempt("dup dict", dup_dict)

def dup_weak():
    class C:
        __slots__ = ("__weakref__", "__weakref__")
attempt("dup weakref", dup_weak)

def dict_in_base():
    class B: pass
    class C(B):
        __slots__ = ("__dict__",)
attempt("dict in base", dict_in_base)

def layout():
    class A:
        __slots__ = ("a",)
    class B:
        __slots__ = ("b",)
    class C(A, B): pass
attempt("layout", layout)

def int_slots():
    class C(int):
        __slots__ = ("x",)
attempt("int nonempty slots", int_slots)

def tuple_slots():
    class C(tuple):
        __slots__ = ("x",)
attempt("tuple nonempty slots", tuple_slots)

def empty_int():
    class C(int):
        __slots__ = ()
    print(C(5) + 1)
attempt("int empty slots", empty_int)

def mangled():
    class C:
        __slots__ = ("__priv",)
        def set(self): self.__priv = 1; return self.__priv
    print(C().set(), sorted(k for k in C.__dict__ if "priv" in k))
attempt("mangled", mangled)

def dup_plain():
    class C:
        __slots__ = ("a", "a")
    print(type(C.a).__name__)
attempt("dup plain", dup_plain)
