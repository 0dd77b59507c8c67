# sys._is_immortal (3.14): singletons, small ints, interned literals are immortal; new objects not.
import sys
class C: pass
big = 10 ** 20
print(sys._is_immortal(None), sys._is_immortal(True), sys._is_immortal(Ellipsis), sys._is_immortal(NotImplemented))
print(sys._is_immortal(5), sys._is_immortal(-5), sys._is_immortal(256), sys._is_immortal(big), sys._is_immortal(1.5))
print(sys._is_immortal(()), sys._is_immortal(int), sys._is_immortal(C), sys._is_immortal(C()), sys._is_immortal([]), sys._is_immortal({}))
print(sys._is_immortal(""), sys._is_immortal(b""))
try:
    sys._is_immortal()
except TypeError as e:
    print(e)
