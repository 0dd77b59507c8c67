# gc, time and _weakref functions refuse the argument counts and types CPython's calling conventions refuse
# (time.tzset, which the oracle lacks, is compared with native CPython in packages/cli/src/robust.test.ts)
import gc, time, weakref


class C:
    pass


def show(label, f, *args, **kw):
    try:
        f(*args, **kw)
        print(label, "ok")
    except (TypeError, ValueError, OverflowError) as e:
        print(label, type(e).__name__, e)


c = C()
for n in range(5):
    args = (0,) * n
    show(f"collect {n}", gc.collect, *args)
    show(f"get_objects {n}", gc.get_objects, *((None,) * n))
    show(f"set_threshold {n}", gc.set_threshold, *((700,) * n))
    show(f"getweakrefcount {n}", weakref.getweakrefcount, *((c,) * n))
    show(f"getweakrefs {n}", weakref.getweakrefs, *((c,) * n))
show("collect kw", gc.collect, generation=1)
show("collect bad kw", gc.collect, gen=1)
show("collect both", gc.collect, 1, generation=1)
show("collect type", gc.collect, "x")
show("collect big", gc.collect, 2**40)
show("get_objects kw", gc.get_objects, generation=None)
show("get_objects bad kw", gc.get_objects, x=1)
show("get_objects type", gc.get_objects, "x")
show("get_objects float", gc.get_objects, 1.5)
show("get_objects big", gc.get_objects, 2**70)
show("set_threshold kw", gc.set_threshold, 700, x=2)
show("set_threshold type", gc.set_threshold, 700, "x")
show("getweakrefcount kw", weakref.getweakrefcount, c, x=1)
show("strftime None", time.strftime, None)
show("get_clock_info None", time.get_clock_info, None)
show("get_clock_info int", time.get_clock_info, 1)
gc.set_threshold(2000, 10, 10)
