# time's clocks: types, monotonicity, ns/float agreement, sleep and its argument errors, clock info
import time
for name in ("time", "monotonic", "perf_counter", "process_time"):
    f = getattr(time, name)
    fns = getattr(time, name + "_ns")
    a = f()
    b = f()
    n = fns()
    print(name, type(a).__name__, type(n).__name__, b >= a, n >= 0, abs(n / 1e9 - f()) < 60)
m = [time.monotonic() for _ in range(100)]
print(all(x <= y for x, y in zip(m, m[1:])))
p = [time.perf_counter_ns() for _ in range(100)]
print(all(x <= y for x, y in zip(p, p[1:])))
print(time.time() > 1.7e9, time.time_ns() > 1_700_000_000 * 10**9, time.time_ns() // 10**9 - int(time.time()) in (-1, 0, 1))
start = time.monotonic()
time.sleep(0.02)
print("slept", time.monotonic() - start >= 0.015)
print(time.sleep(0), time.sleep(0.0), time.sleep(False), time.sleep(-0.0))
for bad in (-1, -0.001, "x", None, float("nan"), []):
    try:
        time.sleep(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
for call in (lambda: time.time(1), lambda: time.monotonic_ns(0), lambda: time.perf_counter(None)):
    try:
        call()
    except TypeError as e:
        print("TypeError", e)
class Idx:
    def __index__(self):
        return 0
time.sleep(Idx())
print("index ok")
for name in ("monotonic", "perf_counter", "time", "process_time"):
    info = time.get_clock_info(name)
    print(name, type(info).__name__, info.monotonic, info.adjustable, type(info.resolution).__name__, type(info.implementation).__name__)
try:
    time.get_clock_info("nope")
except ValueError as e:
    print("ValueError", e)
print(type(time.timezone).__name__, type(time.altzone).__name__, type(time.daylight).__name__, type(time.tzname).__name__, len(time.tzname))
print(time.timezone % 60, time.daylight in (0, 1), all(type(z) is str for z in time.tzname))
print(sorted(n for n in ("time", "sleep", "gmtime", "localtime", "mktime", "strftime", "asctime", "ctime", "struct_time", "monotonic_ns", "perf_counter_ns", "process_time_ns") if hasattr(time, n)))
time.strftime("%Y", (2000, 13, 1, 0, 0, 0, 0, 1, 0))
