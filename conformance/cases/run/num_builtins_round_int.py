# round() of ints and user types; ndigits via __index__
print(round(5), round(-5), round(15, -1), round(25, -1), round(-25, -1), round(35, -1), round(149, -2), round(150, -2))
print(round(250, -2), round(-250, -2), round(2 ** 100, -10), round(10 ** 30 + 5 * 10 ** 9, -10), round(7, 3), round(7, -100))
print(round(123456, -3), round(123500, -3), round(124500, -3), round(-124500, -3), round(0, -5), type(round(7, 2)).__name__)
class Idx:
    def __index__(self):
        return -1
print(round(15, Idx()), round(1.55, Idx()), round(2.5, True), round(True, -1))
class MyInt(int):
    pass
print(type(round(MyInt(7))).__name__, type(round(MyInt(7), -1)).__name__, round(MyInt(75), -1))
class NoRound:
    pass
for args in [(NoRound(),), (5, 1.5), (5, "x"), (5, None, 3), ("5",), (5, 2 ** 100) if False else (None, 1)]:
    try:
        print(round(*args))
    except TypeError as e:
        print(e)
class R:
    def __round__(self, *args):
        return args
print(round(R()), round(R(), 2), round(R(), ndigits=None), int.__round__(1234, -2), int.__round__(5))
print(round(10 ** 400, -399) == 10 ** 400, round(-(10 ** 400) + 5 * 10 ** 398, -399) // 10 ** 398)
