# an uncaught circular-import ImportError (the partially initialised module's message)
print("start")
from _case_pkg import circ_a
