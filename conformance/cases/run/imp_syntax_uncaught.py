# a SyntaxError in an imported module, uncaught: the importing frame, then the module's file and line with carets
import sys
print("before", "_case_pkg" in sys.modules)
from _case_pkg import badsyntax
