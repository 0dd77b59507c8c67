# os.stat / lstat / fstat: stat_result as a struct sequence (10 items, 3 unnamed integer times,
# float and _ns times as attributes), utime's times and ns, chmod, truncate, and the errors
import os, stat

base = "/tmp/pyts_case_os_stat"
if os.path.isdir(base):
    for n in os.listdir(base):
        os.unlink(os.path.join(base, n))
    os.rmdir(base)
os.mkdir(base)
p = os.path.join(base, "f.bin")
with open(p, "wb") as f:
    f.write(b"x" * 1234)
st = os.stat(p)
T = type(st)
print(T.__name__, T.__module__, T.n_fields, T.n_sequence_fields, T.n_unnamed_fields, len(st), T.__match_args__)
print(stat.S_ISREG(st.st_mode), stat.S_ISDIR(st.st_mode), st.st_size, st[stat.ST_SIZE], st.st_mode == st[0])
print(stat.S_ISDIR(os.stat(base).st_mode), stat.S_ISDIR(os.lstat(base).st_mode))
os.utime(p, (1_000_000_000, 1_234_567_890))
st = os.stat(p)
print(st.st_atime, st.st_mtime, st[7], st[8], st.st_atime_ns, st.st_mtime_ns, type(st[8]).__name__, type(st.st_mtime).__name__)
os.utime(p, ns=(1_500_000_000_123_000_000, 1_600_000_000_987_000_000))  # ms: the oracle keeps no finer
st = os.stat(p)
print(st.st_atime_ns, st.st_mtime_ns, st[7], st[8], st.st_mtime)
os.utime(p, (1.25, 2.5))
print(os.stat(p).st_atime_ns, os.stat(p).st_mtime_ns, os.stat(p).st_mtime)
for mode in (0o600, 0o644, 0o755, 0o4711, 0o1777):
    os.chmod(p, mode)
    m = os.stat(p).st_mode
    print(oct(stat.S_IMODE(m)), stat.filemode(m), oct(stat.S_IFMT(m)))
os.chmod(p, 0o644)
fd = os.open(p, os.O_RDONLY)
fs = os.fstat(fd)
print(fs.st_size, stat.S_ISREG(fs.st_mode), os.stat(fd).st_size == fs.st_size)
os.close(fd)
os.truncate(p, 10)
print(os.stat(p).st_size, os.path.getsize(p), os.path.getmtime(p) == os.stat(p).st_mtime)
os.symlink("f.bin", os.path.join(base, "ln"))
ls, st = os.lstat(os.path.join(base, "ln")), os.stat(os.path.join(base, "ln"))
print(stat.S_ISLNK(ls.st_mode), stat.S_ISREG(st.st_mode), st.st_size, stat.S_ISLNK(os.stat(os.path.join(base, "ln"), follow_symlinks=False).st_mode))
print(os.readlink(os.path.join(base, "ln")), os.readlink(os.fsencode(os.path.join(base, "ln"))))
s2 = os.stat_result((1, 2, 3, 4, 5, 6, 7, 8, 9, 10))
print(s2, s2.st_atime, s2.st_mtime_ns, s2[9])


class P:
    def __fspath__(self):
        return p


print(os.stat(P()).st_size, os.stat(os.fsencode(p)).st_size)
for bad in (lambda: os.stat(os.path.join(base, "missing")), lambda: os.stat([]), lambda: os.lstat(3),
            lambda: os.stat("a\0b"), lambda: os.stat(), lambda: os.stat(p, 1), lambda: os.stat(None),
            lambda: os.utime(p, (1, 2), ns=(1, 2)), lambda: os.utime(p, (1,)), lambda: os.utime(p, ns=5),
            lambda: os.chmod(os.path.join(base, "missing"), 0o644), lambda: os.truncate(os.path.join(base, "missing"), 0),
            lambda: os.readlink(p)):
    try:
        bad()
    except OSError as e:
        print(type(e).__name__, e.strerror, e.filename.replace(base, "BASE"))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
os.unlink(os.path.join(base, "ln"))
os.unlink(p)
os.rmdir(base)
print(os.path.exists(base))
