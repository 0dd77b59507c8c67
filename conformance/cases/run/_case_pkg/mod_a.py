import _case_pkg.mod_b
def fa():
    return "fa+" + _case_pkg.mod_b.fb()
