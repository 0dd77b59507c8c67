# sys.path drives where imports look: an entry added makes a package's modules importable at top level
import sys
original, original_items = sys.path, list(sys.path)
try:
    here = sys.path[0]
    print(type(here).__name__, len(here) > 0)
    try:
        import sibling
    except ModuleNotFoundError as e:
        print("before:", e)
    sys.path.insert(0, here + "/_case_pkg/sub")
    import sibling
    print(sibling.NAME, sibling.__name__, repr(sibling.__package__), sibling.__spec__.parent == "")
    print(sys.modules["sibling"] is sibling, "_case_pkg.sub.sibling" in sys.modules)
    import _case_pkg.sub.sibling as pkgsib
    print(pkgsib is sibling, pkgsib.NAME == sibling.NAME)
    sys.path.remove(here + "/_case_pkg/sub")
    del sys.modules["sibling"]
    try:
        import sibling
    except ModuleNotFoundError as e:
        print("after:", e, e.name)
    saved = sys.path
    sys.path = []
    try:
        import _case_pkg.mod_b
    except ModuleNotFoundError as e:
        print("empty path:", e)
    sys.path = saved
    sys.path.append(5)
    import _case_pkg.mod_b
    print(_case_pkg.mod_b.fb())
    sys.path.pop()
    print(sys.modules["_case_pkg"].__spec__.name, sorted(k for k in sys.modules if k.startswith("_case_pkg.s")))
    mods = sys.modules
    del mods["_case_pkg.mod_b"]
    print("_case_pkg.mod_b" in sys.modules, hasattr(sys.modules["_case_pkg"], "mod_b"))
    import _case_pkg.mod_b as again
    print(again is not _case_pkg.mod_b, again.fb())
finally:
    # the path is the interpreter's: it is restored even when an import fails midway
    sys.path = original
    sys.path[:] = original_items
print(sys.path == original_items)
