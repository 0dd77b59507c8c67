# uncaught error from a class pattern
class Shape:
    __match_args__ = ("w",)
    def __init__(self, w):
        self.w = w
def area(s):
    match s:
        case Shape(w, h):
            return w * h
        case _:
            return 0
print(area(5))
print(area(Shape(3)))
