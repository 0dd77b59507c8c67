# gc and atexit functions refuse the argument counts CPython's calling conventions refuse
import gc, atexit
for name in ["isenabled", "get_threshold", "get_count", "get_debug", "get_stats", "get_freeze_count", "is_tracked", "is_finalized", "set_debug"]:
    f = getattr(gc, name)
    for args in [(), (1,), (1, 2)]:
        try:
            r = f(*args)
            print(name, len(args), "ok", type(r).__name__)
        except TypeError as e:
            print(name, len(args), "TypeError", e)
for args in [(), (1,)]:
    try:
        atexit._ncallbacks(*args)
        print("_ncallbacks", len(args), "ok")
    except TypeError as e:
        print("_ncallbacks", len(args), "TypeError", e)
    try:
        atexit.unregister(*args)
        print("unregister", len(args), "ok")
    except TypeError as e:
        print("unregister", len(args), "TypeError", e)
gc.set_debug(0)
