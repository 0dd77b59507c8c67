import fnmatch
import glob
import os
import shutil
import tempfile

with tempfile.TemporaryDirectory(prefix="proj-") as base:
    print(os.path.basename(base).startswith("proj-"))
    src = os.path.join(base, "src")
    os.makedirs(os.path.join(src, "sub", "deep"))
    files = ["a.txt", "b.log", "c.txt", "sub/d.txt", "sub/e.py", "sub/deep/f.txt", ".hidden.txt"]
    for i, name in enumerate(files):
        with open(os.path.join(src, name), "w") as fh:
            fh.write(f"content {i}\n" * (i + 1))
    rel = lambda paths: sorted(os.path.relpath(p, src) for p in paths)
    print(rel(glob.glob(os.path.join(src, "*.txt"))))
    print(rel(glob.glob(os.path.join(src, "**", "*.txt"), recursive=True)))
    print(rel(glob.glob("*.txt", root_dir=src, include_hidden=True)) if False else sorted(glob.glob("*.txt", root_dir=src, include_hidden=True)))
    print(sorted(glob.glob("sub/?.*", root_dir=src)), sorted(glob.glob("[ab].*", root_dir=src)))
    print(glob.escape("what?[x].txt"), glob.has_magic("a*b") if hasattr(glob, "has_magic") else True)

    dst = os.path.join(base, "dst")
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("*.log", "deep"))
    for dirpath, dirnames, filenames in os.walk(dst):
        dirnames.sort()
        print(os.path.relpath(dirpath, base), sorted(filenames))
    shutil.copy(os.path.join(src, "a.txt"), os.path.join(base, "a-copy.txt"))
    shutil.copyfile(os.path.join(src, "c.txt"), os.path.join(base, "c-copy.txt"))
    with open(os.path.join(base, "c-copy.txt")) as fh:
        print(fh.read().count("\n"))
    shutil.move(os.path.join(base, "a-copy.txt"), os.path.join(dst, "moved.txt"))
    print(sorted(os.listdir(dst)))
    print(sorted(os.listdir(base)))
    shutil.rmtree(dst)
    print(os.path.exists(dst))
    try:
        shutil.copytree(src, os.path.join(base, "src"))
    except FileExistsError as e:
        print(type(e).__name__, e.strerror)
    try:
        shutil.rmtree(os.path.join(base, "nope"))
    except FileNotFoundError as e:
        print(type(e).__name__, e.strerror)
    with tempfile.NamedTemporaryFile("w+", suffix=".cfg", dir=base, delete=False) as tf:
        tf.write("key=value\n")
        name = tf.name
    print(name.endswith(".cfg"), open(name).read().strip())
    with tempfile.TemporaryFile() as tmp:
        tmp.write(b"spooled")
        tmp.seek(0)
        print(tmp.read())
    with tempfile.SpooledTemporaryFile(max_size=10, mode="w+") as sp:
        sp.write("small")
        print(sp._rolled)
        sp.write(" now bigger than ten")
        print(sp._rolled)
        sp.seek(0)
        print(sp.read())
    fd, path = tempfile.mkstemp(dir=base, text=True)
    os.write(fd, b"mk")
    os.close(fd)
    print(os.path.getsize(path))
print(os.path.exists(base))

names = ["main.py", "test_main.py", "README.md", "setup.cfg", "Data.CSV", "notes.txt"]
print(fnmatch.filter(names, "*.py"), fnmatch.filter(names, "test_*"), fnmatch.filter(names, "[!m]*"))
print(fnmatch.fnmatch("Data.CSV", "*.csv"), fnmatch.fnmatchcase("Data.CSV", "*.csv"), fnmatch.fnmatch("a?c", "a[?]c"))
print(fnmatch.translate("*.py"), fnmatch.translate("data[0-9]?.csv"))
