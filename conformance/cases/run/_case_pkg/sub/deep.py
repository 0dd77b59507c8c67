from .sibling import NAME
from ..core import helper
from .. import VERSION
import _case_pkg.core as core_alias
def info():
    return NAME, helper(21), VERSION, core_alias.__name__
