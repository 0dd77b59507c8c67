class Shape:
    sides = 0
    def __init__(self, name):
        self.name = name
    def describe(self):
        return f"{self.name} with {self.sides} sides, area {self.area():.2f}"
    def area(self):
        raise NotImplementedError

class Square(Shape):
    sides = 4
    def __init__(self, side):
        super().__init__("square")
        self.side = side
    def area(self):
        return self.side ** 2

class Triangle(Shape):
    sides = 3
    def __init__(self, b, h):
        super().__init__("triangle")
        self.b, self.h = b, h
    def area(self):
        return self.b * self.h / 2

for s in [Square(3), Triangle(4, 5)]:
    print(s.describe(), isinstance(s, Shape), type(s).__mro__[1].__name__)
try:
    Shape("x").area()
except NotImplementedError as e:
    print("abstract:", type(e).__name__)
