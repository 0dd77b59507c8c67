# sys.exit: SystemExit's code for each form; the last one ends the program with status 3
import sys
for args in [(), (None,), (0,), (1,), (255,), ("message",), ((1, 2),), ([],)]:
    try:
        sys.exit(*args)
    except SystemExit as e:
        print(repr(args), "->", repr(e.code), e.args)
try:
    sys.exit(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    raise SystemExit(4, "x")
except SystemExit as e:
    print(e.code)
def cleanup():
    try:
        sys.exit(7)
    finally:
        print("finally runs")
try:
    cleanup()
except SystemExit as e:
    print("caught", e.code)
try:
    sys.exit(5)
except Exception:
    print("not an Exception")
except BaseException as e:
    print("BaseException", type(e).__name__, isinstance(e, Exception))
print("exiting")
sys.exit(3)
print("unreachable")
