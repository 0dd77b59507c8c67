import sys
class Replacement:
    def __repr__(self):
        return "<Replacement>"
    answer = 42
sys.modules[__name__] = Replacement()
