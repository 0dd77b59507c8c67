# os.scandir (DirEntry: name, path, is_dir/is_file/is_symlink with follow_symlinks, stat, repr,
# fspath; the iterator as a context manager), listdir (str and bytes), os.walk top-down and bottom-up
import os, stat

base = "/tmp/pyts_case_os_scandir"


def clear(top):
    if not os.path.lexists(top):
        return
    for root, dirs, files in os.walk(top, topdown=False):
        for n in files:
            os.unlink(os.path.join(root, n))
        for n in dirs:
            q = os.path.join(root, n)
            os.unlink(q) if os.path.islink(q) else os.rmdir(q)
    os.rmdir(top)


clear(base)
os.makedirs(os.path.join(base, "d1", "d2"))
os.makedirs(os.path.join(base, "e"), exist_ok=True)
for name, data in (("a.txt", b"aaa"), ("b.py", b"print()"), ("d1/c.txt", b"c"), ("d1/d2/z", b"")):
    with open(os.path.join(base, name), "wb") as f:
        f.write(data)
os.symlink("a.txt", os.path.join(base, "la"))
os.symlink("d1", os.path.join(base, "ld"))
os.symlink("nowhere", os.path.join(base, "broken"))
with os.scandir(base) as it:
    print(type(it).__name__, iter(it) is it)
    entries = sorted(it, key=lambda e: e.name)
for e in entries:
    size = e.stat().st_size if e.is_file() else "-"
    print(repr(e), e.name, e.path == os.path.join(base, e.name), e.is_dir(), e.is_file(), e.is_symlink(),
          e.is_dir(follow_symlinks=False), e.is_file(follow_symlinks=False), size,
          stat.S_ISLNK(e.stat(follow_symlinks=False).st_mode), os.fspath(e) == e.path)
try:
    [e for e in entries if e.name == "broken"][0].stat()
except OSError as err:
    print(type(err).__name__, err.strerror, err.filename.replace(base, "BASE"))
print(type(entries[0]).__name__, type(entries[0]).__module__)
with os.scandir(os.fsencode(base)) as it:
    print(sorted(e.name for e in it))
it = os.scandir(base)
print(next(it).name in os.listdir(base))
it.close()
it.close()
print(list(it))
print(sorted(os.listdir(base)))
print(sorted(os.listdir(os.fsencode(base))))
print(sorted(os.listdir(os.path.join(base, "d1"))))
for root, dirs, files in os.walk(base):
    dirs.sort()
    print(root.replace(base, "BASE"), sorted(dirs), sorted(files))
print([r.replace(base, "BASE") for r, d, f in os.walk(base, topdown=False) if not d])
print(sorted(r.replace(base, "BASE") for r, d, f in os.walk(base, followlinks=True)))
for bad in (lambda: os.scandir(os.path.join(base, "missing")), lambda: os.listdir(os.path.join(base, "a.txt")),
            lambda: os.scandir([]), lambda: os.listdir(3.5)):
    try:
        bad()
    except OSError as e:
        print(type(e).__name__, e.strerror, e.filename.replace(base, "BASE"))
    except TypeError as e:
        print(type(e).__name__, e)
clear(base)
print(os.path.exists(base))
