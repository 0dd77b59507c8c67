# os.path (posixpath over posix) on real files: exists/isdir/isfile/islink/lexists, getsize,
# samefile, realpath through links, abspath/relpath against the current directory (os.chdir
# moves it), expanduser with HOME set, and os.makedirs / removedirs / renames
import os, os.path

base = "/tmp/pyts_case_os_path"


def clear(top):
    if not os.path.lexists(top):
        return
    for root, dirs, files in os.walk(top, topdown=False):
        for n in files + dirs:
            q = os.path.join(root, n)
            os.rmdir(q) if os.path.isdir(q) and not os.path.islink(q) else os.unlink(q)
    os.rmdir(top)


clear(base)
os.makedirs(base + "/x/y/z")
os.makedirs(base + "/x/y", exist_ok=True)
try:
    os.makedirs(base + "/x/y")
except FileExistsError as e:
    print("FileExistsError", e.strerror, e.filename.replace(base, "BASE"))
with open(base + "/x/f.txt", "w") as f:
    f.write("12345")
os.symlink(base + "/x/f.txt", base + "/abs_link")
os.symlink("x/y", base + "/rel_link")
os.symlink("missing", base + "/dangling")
for name in ("x", "x/f.txt", "abs_link", "rel_link", "dangling", "nope"):
    q = os.path.join(base, name)
    print(name, os.path.exists(q), os.path.lexists(q), os.path.isdir(q), os.path.isfile(q), os.path.islink(q), os.path.ismount(q))
print(os.path.getsize(base + "/x/f.txt"), os.path.samefile(base + "/abs_link", base + "/x/f.txt"), os.path.samefile(base + "/x", base + "/x/y/.."))
print(os.path.realpath(base + "/abs_link").replace(base, "BASE"), os.path.realpath(base + "/rel_link/z/..").replace(base, "BASE"))
print(os.path.realpath(base + "/dangling").replace(base, "BASE"))
cwd = os.getcwd()
os.chdir(base + "/x")
print(os.getcwd().replace(base, "BASE"), os.path.abspath("y/z").replace(base, "BASE"), os.path.relpath(base + "/x/y/z"), os.path.relpath(base), os.listdir("y"))
print(os.path.exists("f.txt"), os.path.isfile("y/../f.txt"), os.path.realpath("y").replace(base, "BASE"))
with open("g.txt", "w") as f:
    f.write("relative")
print(sorted(os.listdir(".")), os.getcwdb().replace(os.fsencode(base), b"BASE"))
os.chdir("..")
print(os.getcwd().replace(base, "BASE"), os.path.isfile("x/g.txt"))
os.chdir(cwd)
print(os.getcwd() == cwd)
os.renames(base + "/x/y/z", base + "/n/m/z")
print(sorted(os.listdir(base)), os.path.isdir(base + "/n/m/z"))
os.removedirs(base + "/n/m/z")
print(os.path.exists(base + "/n"), sorted(os.listdir(base)))
old = os.environ.get("HOME")
os.environ["HOME"] = "/home/someone"
print(os.path.expanduser("~/a"), os.path.expanduser("~"), os.path.expanduser("x~"), os.path.expandvars("$HOME/b"))
if old is None:
    del os.environ["HOME"]
else:
    os.environ["HOME"] = old
for bad in (lambda: os.chdir(base + "/missing"), lambda: os.chdir(base + "/x/f.txt"), lambda: os.path.getsize(base + "/missing")):
    try:
        bad()
    except OSError as e:
        print(type(e).__name__, e.strerror, e.filename.replace(base, "BASE"))
clear(base)
print(os.path.exists(base))
