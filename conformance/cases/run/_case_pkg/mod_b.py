import _case_pkg.mod_a
def fb():
    return "fb"
def fb2():
    return _case_pkg.mod_a.fa()
