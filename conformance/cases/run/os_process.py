# what only a real process shows (native CPython 3.14 is the reference; the oracle's wasm posix has
# another pid, uids, uname and no pipes): ids, uname, times, cpu_count, urandom, umask, kill(pid, 0),
# pipe and its flags, dup2, get_terminal_size and isatty off a terminal, listdir/scandir of an fd,
# wait-status helpers, sysconf/confstr/pathconf, strerror
import os, stat, sys

print(os.getpid() > 1, os.getppid() > 0, os.getpid() != os.getppid(), os.getuid() == os.geteuid(), os.getgid() == os.getegid())
print(type(os.getuid()).__name__, isinstance(os.getgroups(), list))
u = os.uname()
print(type(u).__name__, len(u), u.sysname, u[0] == u.sysname, all(isinstance(x, str) for x in u), u.machine == os.uname().machine)
t = os.times()
print(type(t).__name__, len(t), all(isinstance(x, float) for x in t), t.user >= 0, t.elapsed > 0, repr(t)[:24])
print(isinstance(os.cpu_count(), int) and os.cpu_count() >= 1, os.process_cpu_count() >= 1)
r = os.urandom(16)
print(type(r).__name__, len(r), len(os.urandom(0)), r != os.urandom(16))
old = os.umask(0o027)
print(oct(os.umask(old)))
print(os.kill(os.getpid(), 0))
try:
    os.kill(2 ** 22 + 12345, 0)
except ProcessLookupError as e:
    print("ProcessLookupError", e)
r, w = os.pipe()
print(os.get_inheritable(r), os.get_inheritable(w), os.get_blocking(r), os.isatty(r), os.device_encoding(r))
os.set_inheritable(w, True)
os.set_blocking(r, False)
print(os.get_inheritable(w), os.get_blocking(r))
try:
    os.read(r, 1)
except BlockingIOError as e:
    print("BlockingIOError", e)
os.write(w, b"through the pipe")
print(os.read(r, 7), os.read(r, 100))
w2 = os.dup2(w, 200)
print(w2, os.get_inheritable(200), os.dup2(w, 201, inheritable=False), os.get_inheritable(201))
os.write(200, b"x")
print(os.read(r, 10))
for fd in (r, w, 200, 201):
    os.close(fd)
try:
    os.get_terminal_size(r)
except OSError as e:
    print(type(e).__name__, e)
print(os.terminal_size((80, 24)), os.terminal_size((80, 24)).columns)
base = "/tmp/pyts_case_os_process"
if not os.path.isdir(base):
    os.mkdir(base)
open(base + "/f", "w").close()
fd = os.open(base, os.O_RDONLY)
print(os.listdir(fd), [(e.name, e.path, e.is_file()) for e in os.scandir(fd)])
os.close(fd)
try:
    os.listdir(fd)
except OSError as e:
    print(type(e).__name__, e)
os.unlink(base + "/f")
os.rmdir(base)
for st in (0, 256, 9, 0x7f | (19 << 8), 0xffff, 134):
    print(st, os.WIFEXITED(st), os.WEXITSTATUS(st), os.WIFSIGNALED(st), os.WTERMSIG(st), os.WIFSTOPPED(st), os.WSTOPSIG(st), os.WCOREDUMP(st), os.WIFCONTINUED(st))
print(os.waitstatus_to_exitcode(0), os.waitstatus_to_exitcode(3 << 8), os.waitstatus_to_exitcode(15))
try:
    os.waitstatus_to_exitcode(0x7f | (19 << 8))
except ValueError as e:
    print("ValueError", e)
print(os.sysconf("SC_CLK_TCK"), os.sysconf("SC_PAGESIZE") == os.sysconf(os.sysconf_names["SC_PAGE_SIZE"]), os.confstr("CS_PATH"))
print(os.pathconf("/", "PC_NAME_MAX"), os.fpathconf(0, "PC_PIPE_BUF") > 0 or True, os.confstr_names["CS_PATH"])
for bad in (lambda: os.sysconf("SC_NOPE"), lambda: os.sysconf(1.5), lambda: os.urandom(-1), lambda: os.strerror("x")):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(os.strerror(2), os.strerror(13), os.strerror(1000))
print(sorted(n for n in dir(os) if n.startswith("O_"))[:6], os.O_RDONLY, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, os.F_OK, os.R_OK, os.W_OK, os.X_OK)
print(os.stat in os.supports_follow_symlinks, os.listdir in os.supports_fd, os.error is OSError)
print(os.name, os.sep, sys.platform, os.fsencode(os.getcwd()) == os.getcwdb())
