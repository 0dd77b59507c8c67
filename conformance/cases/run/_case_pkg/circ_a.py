A_EARLY = "a-early"
from _case_pkg.circ_b import B_VALUE
A_LATE = "a-late"
