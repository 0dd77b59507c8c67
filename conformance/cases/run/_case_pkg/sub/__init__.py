print("init sub", __name__, __package__)
from . import sibling
from .. import core
from ..core import Thing as T
