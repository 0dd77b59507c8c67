# resource, select and subprocess (_posixsubprocess) on a real process: native CPython is the reference
import os, sys, select, resource, subprocess

# resource
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
print(soft <= hard or hard == resource.RLIM_INFINITY, resource.prlimit(0, resource.RLIMIT_NOFILE) == (soft, hard))
resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
print(resource.getpagesize() == os.sysconf("SC_PAGESIZE"), resource.error is OSError, resource.RLIM_INFINITY)
ru = resource.getrusage(resource.RUSAGE_SELF)
print(type(ru).__name__, len(ru), type(ru.ru_utime).__name__, ru.ru_maxrss > 0, ru[2] == ru.ru_maxrss)
for args in [(-1,), (16,), (1.5,), ("x",)]:
    try:
        resource.getrlimit(*args)
    except Exception as e:
        print(type(e).__name__, e)
for lim in [(1,), 5, (-5, -5), (2**64, 0), (10, 5)]:
    try:
        resource.setrlimit(resource.RLIMIT_CORE, lim)
    except Exception as e:
        print(type(e).__name__, e)
for who in [5, 1.0]:
    try:
        resource.getrusage(who)
    except Exception as e:
        print(type(e).__name__, e)
try:
    resource.prlimit(-1, resource.RLIMIT_NOFILE)
except OSError as e:
    print(type(e).__name__, e)

# select
r, w = os.pipe()
print(select.select([r], [w], [], 0) == ([], [w], []))
os.write(w, b"x")
print(select.select([r], [], [], 1.5) == ([r], [], []))
p = select.poll()
p.register(r, select.POLLIN)
p.register(w, select.POLLOUT)
print(sorted(p.poll(0)) == sorted([(r, select.POLLIN), (w, select.POLLOUT)]))
p.modify(w, select.POLLIN)
print(p.poll(0) == [(r, select.POLLIN)])
p.unregister(w)
os.read(r, 1)
print(p.poll(10))
for t in [-1, "x", float("nan")]:
    try:
        select.select([r], [], [], t)
    except Exception as e:
        print(type(e).__name__, e)
for a in [([-1], [], []), (["x"], [], []), (5, [], [])]:
    try:
        select.select(*a, 0)
    except Exception as e:
        print(type(e).__name__, e)
for a in [(r, -1), (r, 2**16)]:
    try:
        p.register(*a)
    except Exception as e:
        print(type(e).__name__, e)
try:
    p.poll("x")
except Exception as e:
    print(type(e).__name__, e)
os.close(r)
os.close(w)

# subprocess
print(subprocess.run(["echo", "hello"], capture_output=True))
res = subprocess.run(["sh", "-c", "echo out; echo err >&2; exit 3"], capture_output=True)
print(res.returncode, res.stdout, res.stderr)
print(subprocess.run(["cat"], input=b"abc\n" * 3, capture_output=True).stdout)
print(subprocess.check_output(["pwd"], cwd="/"))
print(subprocess.run("echo $FOO", shell=True, env={"FOO": "bar"}, stdout=subprocess.PIPE, text=True).stdout)
print(subprocess.getoutput("echo hi; exit 1"), subprocess.getstatusoutput("exit 2"))
print(subprocess.run(["sh", "-c", "echo x >&2"], stderr=subprocess.STDOUT, stdout=subprocess.PIPE).stdout)
print(subprocess.run(["sh", "-c", "ls /proc/self/fd | wc -l"], capture_output=True, text=True).stdout.strip())
proc = subprocess.Popen(["sleep", "10"])
proc.kill()
print(proc.wait())
for cmd, kw in [(["/nonexistent/x"], {}), (["nonexistent-cmd-xyz"], {}), (["ls"], {"cwd": "/nonexistent"})]:
    try:
        subprocess.run(cmd, **kw)
    except OSError as e:
        print(type(e).__name__, e)
try:
    subprocess.check_call(["false"])
except subprocess.CalledProcessError as e:
    print(e)
