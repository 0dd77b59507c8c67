from . import (a, b
