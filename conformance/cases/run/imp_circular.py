# circular imports: a partially initialised module, names missing from it, cycles that work
import sys
import _case_pkg.mod_a
print(_case_pkg.mod_a.fa(), _case_pkg.mod_b.fb2())
try:
    import _case_pkg.circ_a
except ImportError as e:
    msg = str(e)
    print(type(e).__name__, msg[:msg.index(" (most")], "(most likely due to a circular import)" in msg)
    print(e.name, e.name_from, e.path is not None)
print("_case_pkg.circ_a" in sys.modules, "_case_pkg.circ_b" in sys.modules)
try:
    from _case_pkg import circ_b
except ImportError as e:
    msg = str(e)
    print(type(e).__name__, msg[:msg.index(" (most")])
# the module itself partially initialised: an attribute missing while it runs
import _case_pkg.core as core
core.__spec__._initializing = True
try:
    from _case_pkg.core import not_there
except ImportError as e:
    print("partial:", str(e).split(" (most")[0])
core.__spec__._initializing = False
try:
    from _case_pkg.core import not_there
except ImportError as e:
    print("complete:", str(e).split(" (")[0], e.name, e.name_from)
