# an exception raised while a module is imported: traceback through the import line, exit code 1
import sys
try:
    import _case_pkg.broken
except KeyError:
    print("first attempt fails", "_case_pkg.broken" in sys.modules)
print("importing again, uncaught")
import _case_pkg.broken
print("never")
