from .sibling import NAME
from ..core import helper, COUNT
from .. import VERSION
from ... import nothing_above_top
