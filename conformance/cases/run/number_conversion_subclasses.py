# int(), float(), complex() and the math module on int and float subclasses with their own __int__ / __float__
# (PyNumber_Long / PyNumber_Float / PyFloat_AsDouble call the subclass's slot; __index__ of an int subclass is not called).
class I(int):
    def __int__(self): return 42
    def __index__(self): return 7
    def __float__(self): return 2.5
class F(float):
    def __float__(self): return 9.5
    def __int__(self): return 3
class J(int): pass
print(int(I(5)), float(I(5)), int(F(1.5)), float(F(1.5)), int(J(5)), type(int(J(5))).__name__, float(J(5)))
print(hex(I(5)), [0, 1, 2, 3, 4, 5, 6, 7][I(5)], int(True), float(True), complex(I(5)), round(F(1.5)), abs(I(-5)))
import math
print(math.floor(I(5)), math.trunc(F(2.5)), math.sqrt(I(4)), math.sqrt(F(4.0)))
