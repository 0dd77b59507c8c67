from _case_pkg.circ_a import A_EARLY
print("circ_b sees", A_EARLY)
from _case_pkg.circ_a import A_LATE
B_VALUE = 1
