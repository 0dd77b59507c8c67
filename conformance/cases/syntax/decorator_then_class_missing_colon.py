@d
class C
    pass
