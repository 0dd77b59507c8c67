# fd-level os calls: open flags, read, write, lseek (SEEK_SET/CUR/END), ftruncate, fsync, dup,
# closing, fdopen, and their OSErrors
import os

base = "/tmp/pyts_case_os_fd"
p = base + "/data.bin"
if os.path.exists(p):
    os.unlink(p)
if os.path.isdir(base):
    os.rmdir(base)
os.mkdir(base)
fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
print(type(fd).__name__, os.write(fd, b"hello "), os.write(fd, bytearray(b"world")), os.write(fd, memoryview(b"!\n")))
print(os.lseek(fd, 0, os.SEEK_CUR), os.lseek(fd, 0, os.SEEK_END), os.lseek(fd, 2, os.SEEK_SET))
os.write(fd, b"L")
os.fsync(fd)
os.close(fd)
fd = os.open(p, os.O_RDWR)
print(os.read(fd, 4), os.read(fd, 100), os.read(fd, 10), os.lseek(fd, -3, os.SEEK_END), os.read(fd, 2))
os.ftruncate(fd, 5)
os.lseek(fd, 0, os.SEEK_SET)
print(os.read(fd, 100), os.fstat(fd).st_size)
fd2 = os.dup(fd)
print(fd2 != fd, os.lseek(fd2, 0, os.SEEK_CUR), os.lseek(fd2, 1, os.SEEK_SET), os.lseek(fd, 0, os.SEEK_CUR))
os.close(fd2)
os.close(fd)
fd = os.open(p, os.O_WRONLY | os.O_APPEND)
os.write(fd, b"++")
os.close(fd)
with open(p, "rb") as f:
    print(f.read())
fd = os.open(p, os.O_WRONLY | os.O_TRUNC)
os.close(fd)
print(os.path.getsize(p))
for bad in (lambda: os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL), lambda: os.open(base + "/no/such", os.O_RDONLY),
            lambda: os.open(base, os.O_WRONLY), lambda: os.open(p), lambda: os.write(fd, "str"), lambda: os.read(fd),
            lambda: os.lseek(fd, 0), lambda: os.open([], 0)):
    try:
        bad()
    except OSError as e:
        print(type(e).__name__, e.strerror, (e.filename or "").replace(base, "BASE"))
    except TypeError as e:
        print(type(e).__name__, e)
fd = 987  # never opened
for bad in (lambda: os.read(fd, 1), lambda: os.write(fd, b"x"), lambda: os.close(fd), lambda: os.fstat(fd), lambda: os.lseek(fd, 0, 0)):
    try:
        bad()
    except OSError as e:
        print(type(e).__name__, e.strerror, e.filename)
os.unlink(p)
os.rmdir(base)
print(os.path.exists(base))
