# shutil over os: copyfile, copy, copy2 (copystat: mode and times), copytree (ignore, dirs_exist_ok,
# symlinks), move, rmtree (onexc), which over a given path, and their errors
import os, shutil, stat

base = "/tmp/pyts_case_shutil_tree"
shutil.rmtree(base, ignore_errors=True)
os.makedirs(base + "/src/sub/deep")
files = {"src/a.txt": "alpha", "src/b.log": "beta", "src/sub/c.txt": "gamma", "src/sub/deep/d.txt": "delta"}
for name, text in files.items():
    with open(os.path.join(base, name), "w") as f:
        f.write(text)
os.symlink("a.txt", base + "/src/link")
os.chmod(base + "/src/a.txt", 0o640)
os.utime(base + "/src/a.txt", (1_000_000_000, 1_100_000_000))
print(shutil.copyfile(base + "/src/a.txt", base + "/c1.txt").replace(base, "BASE"), open(base + "/c1.txt").read())
print(shutil.copy(base + "/src/a.txt", base + "/c2.txt").replace(base, "BASE"), oct(stat.S_IMODE(os.stat(base + "/c2.txt").st_mode)))
shutil.copy2(base + "/src/a.txt", base + "/c3.txt")
s, d = os.stat(base + "/src/a.txt"), os.stat(base + "/c3.txt")
print(oct(stat.S_IMODE(d.st_mode)), d.st_mtime == s.st_mtime == 1_100_000_000, d.st_mtime_ns == s.st_mtime_ns)
os.mkdir(base + "/dir")
print(shutil.copy(base + "/src/b.log", base + "/dir").replace(base, "BASE"), os.listdir(base + "/dir"))


def tree(top):
    out = []
    for root, dirs, fs in os.walk(top):
        dirs.sort()
        rel = os.path.relpath(root, top)
        out += [os.path.join(rel, n) + ("@" if os.path.islink(os.path.join(root, n)) else "") for n in sorted(fs)]
    return out


print(shutil.copytree(base + "/src", base + "/t1").replace(base, "BASE"), tree(base + "/t1"))
shutil.copytree(base + "/src", base + "/t2", symlinks=True, ignore=shutil.ignore_patterns("*.log", "deep"))
print(tree(base + "/t2"), os.readlink(base + "/t2/link"))
shutil.copytree(base + "/src/sub", base + "/t2", dirs_exist_ok=True)
print(tree(base + "/t2"))
try:
    shutil.copytree(base + "/src", base + "/t1")
except FileExistsError as e:
    print("FileExistsError", e.strerror, e.filename.replace(base, "BASE"))
print(shutil.move(base + "/t2", base + "/moved").replace(base, "BASE"), os.path.exists(base + "/t2"), tree(base + "/moved")[:2])
print(shutil.move(base + "/c1.txt", base + "/dir").replace(base, "BASE"), sorted(os.listdir(base + "/dir")))
os.mkdir(base + "/bin")
for name, mode in (("tool", 0o755), ("data", 0o644)):
    with open(base + "/bin/" + name, "w") as f:
        f.write("#!/bin/sh\n")
    os.chmod(base + "/bin/" + name, mode)
print(shutil.which("tool", path=base + "/bin").replace(base, "BASE"), shutil.which("data", path=base + "/bin"), shutil.which("nope", path=base + "/bin"))
print(shutil.which(base + "/bin/tool").replace(base, "BASE"))
errors = []
shutil.rmtree(base + "/missing", onexc=lambda f, p, e: errors.append((f.__name__, type(e).__name__, p.replace(base, "BASE"))))
print(errors)
try:
    shutil.rmtree(base + "/missing")
except FileNotFoundError as e:
    print("FileNotFoundError", e.strerror, e.filename.replace(base, "BASE"))
try:
    shutil.copyfile(base + "/src/a.txt", base + "/src/a.txt")
except shutil.SameFileError as e:
    print("SameFileError", str(e).replace(base, "BASE"))
try:
    shutil.copyfile(base + "/missing", base + "/x")
except FileNotFoundError as e:
    print("FileNotFoundError", e.strerror, e.filename.replace(base, "BASE"))
shutil.rmtree(base)
print(os.path.exists(base))
