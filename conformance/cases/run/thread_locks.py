# _thread in a single-threaded program: locks, reentrant locks, the thread's identity, and no new threads
import _thread

print(_thread.error is RuntimeError, _thread.LockType.__name__, _thread.LockType.__module__, _thread.TIMEOUT_MAX > 1e6)
print(type(_thread.get_ident()).__name__, _thread.get_ident() == _thread.get_ident(), _thread._count())
print(_thread.daemon_threads_allowed(), _thread.stack_size())

l = _thread.allocate_lock()
print(type(l) is _thread.LockType, l.locked(), repr(l).split(" object")[0])
print(l.acquire(), l.locked(), repr(l).split(" object")[0])
print(l.acquire(False), l.acquire(blocking=False), l.acquire(timeout=0), l.acquire(True, 0.01))
l.release()
print(l.locked())
try:
    l.release()
except RuntimeError as e:
    print("RuntimeError:", e)
for args, kw in [((False, 1), {}), ((True, -2), {}), ((), {"timeout": "x"})]:
    try:
        l.acquire(*args, **kw)
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__ + ":", e)
with l:
    print("in with", l.locked())
print("after with", l.locked())
print(l.acquire_lock(), l.locked_lock(), l.release_lock(), l.locked())

r = _thread.RLock()
print(r.acquire(), r.acquire(), r._is_owned(), r._recursion_count(), r.locked())
print(repr(r).split(" owner=")[0], repr(r).split(" count=")[1].split(" ")[0])
r.release()
r.release()
print(r._is_owned(), r._recursion_count(), r.locked())
try:
    r.release()
except RuntimeError as e:
    print("RuntimeError:", e)
with r:
    with r:
        print("nested", r._recursion_count())

loc = _thread._local()
loc.x = 5
print(loc.x, type(loc).__name__)

for start in (_thread.start_new_thread, _thread.start_new):
    try:
        start(print, ("never",))
    except RuntimeError as e:
        print("RuntimeError:", e)
