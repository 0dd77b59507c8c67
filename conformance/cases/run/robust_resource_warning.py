# A file object freed while open closes its descriptor and, under the "default" filter, warns
# "unclosed file <repr>" (ResourceWarning, source= the object) as CPython's _dealloc_warn chain:
# TextIOWrapper -> BufferedReader/Writer -> FileIO, or FileIO itself when opened unbuffered.
# Objects are freed by refcount, here at module level (the warning's line is the dropping line).
import os, tempfile, warnings

d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w") as f:
    f.write("x\n")


def show(w):
    for x in w:
        src = type(x.source).__name__ if x.source is not None else None
        print(x.category.__name__, str(x.message).replace(d, "D"), x.lineno, src)


with warnings.catch_warnings(record=True) as w:
    # the default filters ignore ResourceWarning
    warnings.resetwarnings()
    warnings.filterwarnings("ignore", category=ResourceWarning)
    open(p).read()
    print("ignored:", len(w))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("default")
    open(p).read()
    open(p, "rb").read()
    open(p, "rb", buffering=0).read()
    open(p, encoding="latin-1").read()
    open(p, "a").write("y")
    open(p, "r+b").read()
    f = open(p)
    del f
    # closed, or not owning its descriptor: no warning
    with open(p) as f:
        pass
    del f
    fd = os.open(p, os.O_RDONLY)
    g = open(fd, closefd=False)
    del g
    os.close(fd)
    h = open(p)
    h.close()
    del h
    show(w)
with open(p) as f:
    print(repr(f.read()))
# a warning turned into an error is reported as unraisable, the file still closed
before = os.open(p, os.O_RDONLY)
os.close(before)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    import sys
    seen = []
    old = sys.unraisablehook
    sys.unraisablehook = lambda u: seen.append((type(u.exc_value).__name__, u.err_msg.replace(d, "D")))
    open(p).read()
    sys.unraisablehook = old
    print(seen)
after = os.open(p, os.O_RDONLY)
os.close(after)
print("descriptor reused:", after == before)
os.remove(p)
os.rmdir(d)
