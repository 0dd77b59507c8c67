# a regular package: its __init__ runs once, before any submodule
print("init _case_pkg", __name__, __package__, __spec__.name, __spec__.parent, len(__path__))
VERSION = (1, 2)
from .core import helper
