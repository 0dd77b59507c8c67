# import errors as CPython words them, for modules from the stdlib zip and for absent ones
import sys
import keyword

def show(code):
    try:
        exec(code, {})
    except ImportError as e:
        msg = str(e)
        file = getattr(e, "path", None)
        if file:
            msg = msg.replace(file, "<path>")
        print(type(e).__name__ + ":", msg, "|", e.name, getattr(e, "name_from", None), file is not None and file.endswith(".py"))

show("import no_such_module_xyz")
show("import keyword.sub")
show("from keyword import no_such_name")
show("from email import no_such_submodule")
show("import email.no_such_submodule")
show("from itertools import no_such_function")
# a name found in the zip, absent from the module, after the module is in sys.modules
show("import heapq; from heapq import nothing_here")
print("keyword" in sys.modules, "no_such_module_xyz" in sys.modules)

# an exception raised inside a zip module: the traceback's frames are in the zip's files
import copyreg
try:
    copyreg._reconstructor(int, 5, None)
except TypeError as e:
    tb = e.__traceback__
    while tb.tb_next:
        tb = tb.tb_next
    print(tb.tb_frame.f_code.co_filename.endswith("/copyreg.py"), tb.tb_frame.f_code.co_name, type(e).__name__)
