# OOP: method calls, properties, inheritance, super() and dunder methods on small objects.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def scale(self, k):
        return Vec(self.x * k, self.y * k)

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    @property
    def norm2(self):
        return self.dot(self)


class Shape:
    def __init__(self, name, origin):
        self.name = name
        self.origin = origin

    def area(self):
        return 0

    def describe(self):
        return self.name + ":" + str(self.area())

    def moved(self, d):
        self.origin = self.origin + d
        return self


class Rect(Shape):
    def __init__(self, origin, w, h):
        super().__init__("rect", origin)
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h


class Square(Rect):
    def __init__(self, origin, s):
        super().__init__(origin, s, s)
        self.name = "square"


class Circle(Shape):
    def __init__(self, origin, r):
        super().__init__("circle", origin)
        self.r = r

    def area(self):
        return 3 * self.r * self.r


class Counter:
    def __init__(self):
        self.n = 0

    def incr(self, k=1):
        self.n += k
        return self.n

    def get(self):
        return self.n


def main(rounds):
    shapes = []
    for i in range(30):
        o = Vec(i, -i)
        if i % 3 == 0:
            shapes.append(Rect(o, i + 1, i + 2))
        elif i % 3 == 1:
            shapes.append(Square(o, i + 1))
        else:
            shapes.append(Circle(o, i + 1))
    c = Counter()
    total = 0
    step = Vec(1, 2)
    for r in range(rounds):
        for s in shapes:
            total += s.area()
            s.moved(step)
            c.incr()
        total += c.get() % 7
        total += shapes[r % 30].origin.norm2 % 1000
    return total, c.get(), shapes[7].describe(), shapes[8].origin.x


print(main(10000))
