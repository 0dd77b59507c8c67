import os
import os.path as osp
import tempfile

print(osp.join("a", "b", "c.txt"), osp.join("/a", "/b"), osp.split("/x/y/z.tar.gz"), osp.splitext("/x/y/z.tar.gz"))
print(osp.basename("/a/b/"), osp.dirname("/a/b/c"), osp.normpath("a/./b/../c//d"), osp.isabs("/x"), osp.isabs("x"))
print(osp.commonpath(["/usr/lib", "/usr/local/lib"]), osp.commonprefix(["interview", "internet"]))
print(osp.relpath("/a/b/c", "/a/d"), osp.splitdrive("/a/b"), osp.splitroot("//x/y") if hasattr(osp, "splitroot") else None)
print(osp.expandvars("$NO_SUCH_VAR_X/bin"), os.sep, os.pathsep, os.linesep == "\n", os.curdir, os.pardir, os.extsep)

os.environ["PYTS_DEMO"] = "hello"
print(os.environ["PYTS_DEMO"], os.getenv("PYTS_DEMO"), os.getenv("PYTS_MISSING", "default"), "PYTS_DEMO" in os.environ)
print(osp.expandvars("${PYTS_DEMO} world"))
del os.environ["PYTS_DEMO"]
print(os.environ.get("PYTS_DEMO"))
try:
    os.environ["PYTS_MISSING"]
except KeyError as e:
    print(type(e).__name__, e)
print(os.fsencode("caf\u00e9"), os.fsdecode(b"abc"), os.fspath(osp.join("p", "q")))

with tempfile.TemporaryDirectory() as d:
    os.mkdir(osp.join(d, "one"))
    os.makedirs(osp.join(d, "two", "three"), exist_ok=True)
    os.makedirs(osp.join(d, "two", "three"), exist_ok=True)
    fn = osp.join(d, "one", "f.bin")
    fd = os.open(fn, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    print(os.write(fd, b"0123456789"))
    os.close(fd)
    fd = os.open(fn, os.O_RDONLY)
    print(os.read(fd, 4), os.lseek(fd, -2, os.SEEK_END), os.read(fd, 10))
    os.close(fd)
    st = os.stat(fn)
    print(st.st_size, oct(st.st_mode & 0o777), osp.getsize(fn), osp.isfile(fn), osp.isdir(d))
    os.chmod(fn, 0o600)
    print(oct(os.stat(fn).st_mode & 0o777))
    os.rename(fn, osp.join(d, "g.bin"))
    os.replace(osp.join(d, "g.bin"), osp.join(d, "two", "h.bin"))
    with os.scandir(d) as it:
        print(sorted((e.name, e.is_dir()) for e in it))
    for root, dirs, files in os.walk(d):
        dirs.sort()
        print(osp.relpath(root, d), dirs, files)
    for root, dirs, files in os.walk(d, topdown=False):
        print("up", osp.relpath(root, d))
    os.remove(osp.join(d, "two", "h.bin"))
    os.removedirs(osp.join(d, "two", "three")) if False else os.rmdir(osp.join(d, "two", "three"))
    print(sorted(os.listdir(d)))
    for bad in [lambda: os.mkdir(osp.join(d, "one")), lambda: os.rmdir(osp.join(d, "zz")),
                lambda: os.listdir(osp.join(d, "nope")), lambda: os.open(osp.join(d, "nope", "x"), os.O_RDONLY)]:
        try:
            bad()
        except OSError as e:
            print(type(e).__name__, e.strerror, osp.basename(e.filename))
    try:
        os.close(12345)
    except OSError as e:
        print(type(e).__name__, e.strerror)
print(os.name, callable(os.getcwd), type(os.cpu_count()).__name__ in ("int", "NoneType"))
